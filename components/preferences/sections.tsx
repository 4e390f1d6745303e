"use client";

import { useState } from "react";
import {
  RENOVATION_BUDGET_OPTIONS,
  maxPriceOptions,
  minPriceOptions,
  priceRangeError,
  resetRankings,
  toggleFactor,
  toggleInList,
  updateDestination,
  updateProximity,
  updateRenovation,
} from "@/lib/preferences/edit";
import {
  AMENITY_CATEGORIES,
  AVOID_FILTERS,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  DEVELOPMENT_OPTIONS,
  FEATURES,
  FINISH_LEVELS,
  IMPORTANCE_FACTORS,
  INVESTMENT_GOALS,
  MARKET_STATUSES,
  PARKING_OPTIONS,
  PROPERTY_AGES,
  PROPERTY_STYLES,
  PROPERTY_TYPES,
  RISK_FILTERS,
  SPLIT_LIVING_OPTIONS,
  TRANSPORT_MODES,
  TRAVEL_TIMES,
  typedPriceSchema,
  type StoredPreferences,
} from "@/lib/preferences/schema";
import { FACTOR_LABELS, isComingSoon, type StepId } from "@/lib/preferences/steps";
import { MAX_RANKED_FACTORS } from "@/lib/constants";
import {
  AMENITY_LABELS,
  AVOID_FILTER_LABELS,
  DEVELOPMENT_LABELS,
  FEATURE_LABELS,
  INVESTMENT_GOAL_LABELS,
  RISK_FILTER_LABELS,
  SPLIT_LIVING_LABELS,
  TRANSPORT_MODE_LABELS,
} from "@/lib/preferences/labels";
import { formatMoney } from "@/lib/money";
import { LocationInput } from "./location-input";
import { StrategyPick } from "./strategy-pick";
import { Checkbox, Chip, SelectField } from "@/components/ui/controls";
import { Field } from "@/components/ui/field";

export type Edit = (fn: (p: StoredPreferences) => StoredPreferences) => void;
type Props = { prefs: StoredPreferences; edit: Edit };

const travelOptions = TRAVEL_TIMES.map((t) => ({ value: t, label: `${t} minutes` }));
const transportOptions = TRANSPORT_MODES.map((m) => ({ value: m, label: TRANSPORT_MODE_LABELS[m] }));

function FlagGroup<K extends string>({
  keys,
  labels,
  values,
  onToggle,
  legend,
  testPrefix,
}: {
  keys: readonly K[];
  labels: Record<K, string>;
  values: Record<K, boolean>;
  onToggle: (k: K, v: boolean) => void;
  legend: string;
  testPrefix: string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {keys.map((k) => (
          <Checkbox key={k} label={labels[k]} checked={values[k]} onChange={(v) => onToggle(k, v)} testId={`${testPrefix}-${k}`} />
        ))}
      </div>
    </fieldset>
  );
}

export function MarketStatusSection({ prefs, edit }: Props) {
  return (
    <fieldset>
      <legend className="sr-only">Market status</legend>
      <div className="flex flex-wrap gap-2">
        {MARKET_STATUSES.map((s) => (
          <Chip key={s} selected={prefs.marketStatus === s} onClick={() => edit((p) => ({ ...p, marketStatus: s }))} testId={`market-${s}`}>
            {s}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}

export function PriceRangeSection({ prefs, edit }: Props) {
  const { min, max } = prefs.priceRange;
  const error = priceRangeError(prefs.priceRange);
  const setBound = (key: "min" | "max", value: number | null) => edit((p) => ({ ...p, priceRange: { ...p.priceRange, [key]: value } }));
  return (
    <div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <PriceInput id="price-min" label="Minimum price" value={min} placeholder="No minimum" options={minPriceOptions(max)} onCommit={(v) => setBound("min", v)} check={(v) => priceRangeError({ min: v, max })} />
        <PriceInput id="price-max" label="Maximum price" value={max} placeholder="No maximum" options={maxPriceOptions(min)} onCommit={(v) => setBound("max", v)} check={(v) => priceRangeError({ min, max: v })} />
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A price bound picked from the spec's options ($50k steps, a datalist) or typed as any amount ("$675k"):
 * the text is parsed with typedPriceSchema and committed when it leaves the box, on Enter, or at once when it is
 * one of the options; an unreadable one keeps its text and says why. Empty is no bound.
 */
function PriceInput({
  id,
  label,
  value,
  placeholder,
  options,
  onCommit,
  check,
}: {
  id: string;
  label: string;
  value: number | null;
  placeholder: string;
  options: readonly number[];
  onCommit: (v: number | null) => void;
  /** The range's own rule (the spec's "Maximum price must be greater than minimum price"): a typed bound that breaks it is kept, not committed (the store would drop it). */
  check: (v: number | null) => string | null;
}) {
  // null: the box shows the stored value (which the chat or a restore may change).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const labels = options.map((v) => formatMoney(v));
  const commit = (text: string | null) => {
    if (text === null) return;
    const parsed = typedPriceSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    const problem = check(parsed.data);
    if (problem) return setError(problem);
    setError(null);
    setDraft(null);
    if (parsed.data !== value) onCommit(parsed.data);
  };
  return (
    <div>
      <Field
        id={id}
        label={label}
        value={draft ?? (value === null ? "" : formatMoney(value))}
        placeholder={placeholder}
        list={`${id}-options`}
        inputMode="decimal"
        autoComplete="off"
        hint="Pick an amount or type your own, like $675k."
        errors={error ? [error] : undefined}
        onChange={(e) => {
          const text = e.target.value;
          setError(null);
          if (labels.includes(text)) commit(text);
          else setDraft(text);
        }}
        onBlur={() => commit(draft)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          commit(draft);
        }}
      />
      <datalist id={`${id}-options`}>
        {labels.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
    </div>
  );
}

/** The strategy quick pick, then the ranking grid. goTo is the panel's jump to a section (a step chip's), which a pick makes. */
export function ImportanceSection({ prefs, edit, goTo }: Props & { goTo: (id: StepId) => void }) {
  const ranking = prefs.importanceRanking;
  return (
    <div>
      <StrategyPick prefs={prefs} edit={edit} goTo={goTo} />
      <p className="text-sm text-gray-600">
        Click in order of importance: the first you pick ranks 1. Click again to remove. Up to {MAX_RANKED_FACTORS}.
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Importance factors">
        {IMPORTANCE_FACTORS.map((f) => {
          const rank = ranking.indexOf(f) + 1;
          const soon = isComingSoon(f);
          return (
            <li key={f}>
              <button
                type="button"
                aria-pressed={rank > 0}
                disabled={soon}
                onClick={() => edit((p) => toggleFactor(p, f))}
                data-testid={`factor-${f}`}
                className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-400 ${
                  rank > 0 ? "border-crust-600 bg-crust-50 text-crust-900" : "border-gray-300 bg-white text-gray-800 hover:border-crust-400"
                }`}
              >
                <span>{FACTOR_LABELS[f]}</span>
                {soon ? (
                  <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-600">Coming soon</span>
                ) : rank > 0 ? (
                  <span className="flex h-6 w-6 items-center justify-center rounded-full bg-crust-700 text-xs font-bold text-white" aria-label={`Rank ${rank}`}>
                    {rank}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => edit(resetRankings)}
        disabled={ranking.length === 0}
        className="mt-3 rounded-md px-3 py-2 text-sm font-semibold text-crust-700 hover:bg-crust-50 disabled:opacity-50"
      >
        Reset Rankings
      </button>
    </div>
  );
}

export function LocationsSection({ prefs, edit }: Props) {
  const exclusions = (p: StoredPreferences, locations: string[]) => ({ ...p, exclusions: { ...p.exclusions, locations } });
  return (
    <div className="space-y-4">
      <LocationInput
        chosen={prefs.locations}
        onAdd={(d) => edit((p) => ({ ...exclusions(p, p.exclusions.locations.filter((l) => l !== d)), locations: [...p.locations.filter((l) => l !== d), d] }))}
        onRemove={(d) => edit((p) => ({ ...p, locations: p.locations.filter((l) => l !== d) }))}
      />
      {/* Ruled out: a suburb inside a council area chosen above, or anywhere the buyer doesn't want. */}
      <LocationInput
        ruleOut
        chosen={prefs.exclusions.locations}
        onAdd={(d) => edit((p) => ({ ...exclusions(p, [...p.exclusions.locations.filter((l) => l !== d), d]), locations: p.locations.filter((l) => l !== d) }))}
        onRemove={(d) => edit((p) => exclusions(p, p.exclusions.locations.filter((l) => l !== d)))}
      />
    </div>
  );
}

export function KeySearchSection({ prefs, edit }: Props) {
  const set = <K extends keyof StoredPreferences>(key: K, value: StoredPreferences[K]) => edit((p) => ({ ...p, [key]: value }));
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField
          id="property-type"
          label="Property type"
          value={prefs.propertyType}
          onChange={(v) => edit((p) => ({ ...p, propertyType: v, exclusions: { ...p.exclusions, propertyTypes: p.exclusions.propertyTypes.filter((t) => t !== v) } }))}
          placeholder="Any type"
          options={PROPERTY_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <SelectField
          id="bedrooms"
          label="Bedrooms"
          value={prefs.bedrooms}
          onChange={(v) => set("bedrooms", v)}
          placeholder="Any"
          options={BEDROOM_OPTIONS.map((t) => ({ value: t, label: t }))}
        />
        <SelectField
          id="bathrooms"
          label="Bathrooms"
          value={prefs.bathrooms}
          onChange={(v) => set("bathrooms", v)}
          placeholder="Any"
          options={BATHROOM_OPTIONS.map((t) => ({ value: t, label: t }))}
        />
        <SelectField
          id="parking"
          label="Parking"
          value={prefs.parking}
          onChange={(v) => set("parking", v)}
          placeholder="Any"
          options={PARKING_OPTIONS.map((t) => ({ value: t, label: t }))}
        />
      </div>
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor="land-size" className="text-sm font-medium text-gray-700">
          Min land size (m²)
        </label>
        <input
          id="land-size"
          inputMode="numeric"
          value={prefs.landSize}
          maxLength={20}
          onChange={(e) => set("landSize", e.target.value)}
          placeholder="e.g. 600"
          className="min-h-10 rounded-md border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      <FlagGroup
        legend="Features"
        keys={FEATURES}
        labels={FEATURE_LABELS}
        values={prefs.features}
        testPrefix="feature"
        onToggle={(k, v) => edit((p) => ({ ...p, features: { ...p.features, [k]: v }, exclusions: { ...p.exclusions, features: v ? p.exclusions.features.filter((f) => f !== k) : p.exclusions.features } }))}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700">Rule out</legend>
        <div className="flex flex-wrap gap-2">
          {PROPERTY_TYPES.map((t) => (
            <Chip
              key={t}
              testId={`rule-out-${t}`}
              selected={prefs.exclusions.propertyTypes.includes(t)}
              onClick={() => edit((p) => ({ ...p, propertyType: p.propertyType === t ? null : p.propertyType, exclusions: { ...p.exclusions, propertyTypes: toggleInList(p.exclusions.propertyTypes, t) } }))}
            >
              {`No ${t === "Land" ? "vacant land" : `${t.toLowerCase()}s`}`}
            </Chip>
          ))}
          {FEATURES.map((f) => (
            <Chip
              key={f}
              testId={`rule-out-${f}`}
              selected={prefs.exclusions.features.includes(f)}
              onClick={() => edit((p) => ({ ...p, features: { ...p.features, [f]: false }, exclusions: { ...p.exclusions, features: toggleInList(p.exclusions.features, f) } }))}
            >
              {`No ${FEATURE_LABELS[f].toLowerCase()}`}
            </Chip>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function RiskSection({ prefs, edit }: Props) {
  return (
    <div>
      <p className="mb-3 text-sm text-gray-600">Flag listings under these overlays.</p>
      <FlagGroup legend="Hazard and heritage overlays" keys={RISK_FILTERS} labels={RISK_FILTER_LABELS} values={prefs.riskFilters} testPrefix="risk" onToggle={(k, v) => edit((p) => ({ ...p, riskFilters: { ...p.riskFilters, [k]: v } }))} />
    </div>
  );
}

export function InvestmentSection({ prefs, edit }: Props) {
  return (
    <FlagGroup
      legend="Investment goals"
      keys={INVESTMENT_GOALS}
      labels={INVESTMENT_GOAL_LABELS}
      values={prefs.investmentGoals}
      testPrefix="goal"
      onToggle={(k, v) => edit((p) => ({ ...p, investmentGoals: { ...p.investmentGoals, [k]: v } }))}
    />
  );
}

export function AvoidSection({ prefs, edit }: Props) {
  return <FlagGroup legend="Avoid" keys={AVOID_FILTERS} labels={AVOID_FILTER_LABELS} values={prefs.avoidFilters} testPrefix="avoid" onToggle={(k, v) => edit((p) => ({ ...p, avoidFilters: { ...p.avoidFilters, [k]: v } }))} />;
}

export function AgeStyleSection({ prefs, edit }: Props) {
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700">Age (years)</legend>
        <div className="flex flex-wrap gap-2">
          {PROPERTY_AGES.map((a) => (
            <Chip key={a} selected={prefs.propertyAge.includes(a)} onClick={() => edit((p) => ({ ...p, propertyAge: toggleInList(p.propertyAge, a) }))}>
              {a}
            </Chip>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700">Style</legend>
        <div className="flex flex-wrap gap-2">
          {PROPERTY_STYLES.map((s) => (
            <Chip key={s} selected={prefs.propertyStyle.includes(s)} onClick={() => edit((p) => ({ ...p, propertyStyle: toggleInList(p.propertyStyle, s) }))}>
              {s}
            </Chip>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function ProximitySection({ prefs, edit }: Props) {
  const prox = prefs.proximityToAmenities;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700">Amenities</legend>
        <div className="flex flex-wrap gap-2">
          {AMENITY_CATEGORIES.map((c) => (
            <Chip key={c} selected={prox.selectedCategories.includes(c)} onClick={() => edit((p) => updateProximity(p, { selectedCategories: toggleInList(p.proximityToAmenities.selectedCategories, c) }))}>
              {AMENITY_LABELS[c]}
            </Chip>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField id="prox-mode" label="Transport mode" value={prox.transportMode} onChange={(v) => edit((p) => updateProximity(p, { transportMode: v }))} options={transportOptions} />
        <SelectField
          id="prox-time"
          label="Max travel time"
          value={prox.maxTravelTime}
          onChange={(v) => edit((p) => updateProximity(p, { maxTravelTime: v }))}
          options={travelOptions}
        />
      </div>
    </div>
  );
}

export function CommuteSection({ prefs, edit }: Props) {
  const d = prefs.destinations;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="commute-address" className="text-sm font-medium text-gray-700">
          Destination address
        </label>
        <input
          id="commute-address"
          value={d.address}
          onChange={(e) => edit((p) => updateDestination(p, { address: e.target.value }))}
          placeholder="e.g. Melbourne CBD"
          className="min-h-10 rounded-md border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField id="commute-mode" label="Transport mode" value={d.transportMode} onChange={(v) => edit((p) => updateDestination(p, { transportMode: v }))} options={transportOptions} />
        <SelectField
          id="commute-time"
          label="Max travel time"
          value={d.maxTravelTime}
          onChange={(v) => edit((p) => updateDestination(p, { maxTravelTime: v }))}
          options={travelOptions}
        />
      </div>
    </div>
  );
}

export function SplitLivingSection({ prefs, edit }: Props) {
  return (
    <FlagGroup legend="Dual living or rooming" keys={SPLIT_LIVING_OPTIONS} labels={SPLIT_LIVING_LABELS} values={prefs.splitLiving} testPrefix="split" onToggle={(k, v) => edit((p) => ({ ...p, splitLiving: { ...p.splitLiving, [k]: v } }))} />
  );
}

export function DevelopmentSection({ prefs, edit }: Props) {
  return (
    <div>
      <FlagGroup
        legend="Development (subdivision)"
        keys={DEVELOPMENT_OPTIONS}
        labels={DEVELOPMENT_LABELS}
        values={prefs.developmentPotential}
        testPrefix="dev"
        onToggle={(k, v) => edit((p) => ({ ...p, developmentPotential: { ...p.developmentPotential, [k]: v } }))}
      />
      <p className="mt-3 text-sm text-gray-600">Set a minimum land size under Key Search Parameters: development potential needs one.</p>
    </div>
  );
}

export function RenovationSection({ prefs, edit }: Props) {
  const r = prefs.renovationPotential;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        id="reno-budget"
        label="Renovation budget"
        value={r.renovationBudget}
        onChange={(v) => edit((p) => updateRenovation(p, { renovationBudget: v }))}
        placeholder="No budget set"
        options={RENOVATION_BUDGET_OPTIONS.map((b) => ({ value: b, label: formatMoney(b, { unit: "k" }) }))}
      />
      <SelectField
        id="reno-finish"
        label="Finish level"
        value={r.finishLevel}
        onChange={(v) => edit((p) => updateRenovation(p, { finishLevel: v }))}
        placeholder="No finish level set"
        options={FINISH_LEVELS.map((f) => ({ value: f, label: f }))}
      />
    </div>
  );
}
