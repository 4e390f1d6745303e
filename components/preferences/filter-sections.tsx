"use client";

// The filters panel's sections in the spec's order (conditional ones collapsible), then Your finance and Your criteria.
import { memo, type ComponentType } from "react";
import { updatePreferences } from "@/client/preferences-store";
import { Section } from "@/components/ui/section";
import type { StoredPreferences } from "@/lib/preferences/schema";
import { ALWAYS_SHOWN_STEPS, type StepId, type StepState } from "@/lib/preferences/steps";
import {
  AgeStyleSection,
  AvoidSection,
  CommuteSection,
  DevelopmentSection,
  ImportanceSection,
  InvestmentSection,
  KeySearchSection,
  LocationsSection,
  MarketStatusSection,
  PriceRangeSection,
  ProximitySection,
  RenovationSection,
  RiskSection,
  SplitLivingSection,
  type Edit,
} from "./sections";
import { CriteriaSection } from "./criteria-section";
import { FinanceSection } from "./finance-section";
import type { PanelSectionId } from "./use-collapsed-sections";

/** What a section's body is given: the preferences, the edit, and the panel's jump to a section (which the importance section's quick pick uses). */
type BodyProps = { prefs: StoredPreferences; edit: Edit; goTo: (id: StepId) => void };

/**
 * Memoised: a body re-renders only when the preferences object changes, not on every
 * change of the panel's state (the store's status, the session id, the search flow); goTo is stable.
 */
const SECTION_BODIES: Record<StepId, ComponentType<BodyProps>> = {
  marketStatus: memo(MarketStatusSection),
  priceRange: memo(PriceRangeSection),
  importance: memo(ImportanceSection),
  locations: memo(LocationsSection),
  keySearch: memo(KeySearchSection),
  riskOverlay: memo(RiskSection),
  investmentGoals: memo(InvestmentSection),
  avoidOverlay: memo(AvoidSection),
  propertyAgeStyle: memo(AgeStyleSection),
  proximityToAmenities: memo(ProximitySection),
  destinations: memo(CommuteSection),
  splitLiving: memo(SplitLivingSection),
  developmentPotential: memo(DevelopmentSection),
  renovationPotential: memo(RenovationSection),
};

/** Stable across renders, so the memoised bodies don't re-render for a new function. */
const edit: Edit = (fn) => updatePreferences(fn);

export function FilterSections({
  steps,
  preferences,
  loading,
  collapsed,
  toggle,
  goTo,
  signedIn,
}: {
  steps: readonly StepState[];
  preferences: StoredPreferences;
  loading: boolean;
  collapsed: ReadonlySet<PanelSectionId>;
  toggle: (id: PanelSectionId) => void;
  goTo: (id: StepId) => void;
  signedIn: boolean;
}) {
  return (
    <div aria-busy={loading || undefined} data-testid={loading ? "filters-loading" : undefined} className="space-y-4">
      {steps.map((s) => {
        const Body = SECTION_BODIES[s.id];
        const collapsible = !ALWAYS_SHOWN_STEPS.includes(s.id);
        return (
          <Section
            key={s.id}
            id={s.id}
            title={s.title}
            complete={s.complete}
            collapsible={collapsible}
            expanded={!collapsible || !collapsed.has(s.id)}
            onToggle={() => toggle(s.id)}
            loading={loading}
          >
            <Body prefs={preferences} edit={edit} goTo={goTo} />
          </Section>
        );
      })}
      <Section
        id="finance"
        title="Your finance"
        description="Your deposit, loan and income: every cash flow, purchase cost and highest offer is worked out with them."
        complete={preferences.finance !== undefined}
        optional
        collapsible
        expanded={!collapsed.has("finance")}
        onToggle={() => toggle("finance")}
        loading={loading}
      >
        <FinanceSection prefs={preferences} edit={edit} signedIn={signedIn} />
      </Section>
      <Section
        id="criteria"
        title="Your criteria"
        description="Pass or fail: every listing is checked against them, and Meets my criteria on your matches keeps only those that pass. Leave a field empty to skip it."
        complete={preferences.criteria !== undefined}
        optional
        collapsible
        expanded={!collapsed.has("criteria")}
        onToggle={() => toggle("criteria")}
        loading={loading}
      >
        <CriteriaSection prefs={preferences} edit={edit} />
      </Section>
    </div>
  );
}
