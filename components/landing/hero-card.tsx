import { CheckIcon } from "@/components/ui/icons";
import { formatNumber } from "@/lib/money";
import type { HeroCard } from "@/lib/landing/hero-cards";

/**
 * A hero card: what Propie shows for a listing, drawn from the engine's output on a demo
 * listing (lib/landing/hero-cards). Server- and client-renderable; no images.
 */
const dollars = (n: number) => `${n < 0 ? "−" : ""}$${formatNumber(Math.abs(n))}`;
const pct = (n: number | null) => (n === null ? "–" : `${n.toFixed(1)}%`);
const DONUT_COLOURS = ["#c54808", "#ee6106", "#ff9a37", "#ffc070", "#9c390f", "#7e3110", "#ffdba8"];

export function HeroCardView({ card }: { card: HeroCard }) {
  return (
    <div className="flex h-full flex-col gap-4 p-5 sm:p-6" data-testid="hero-card" data-kind={card.kind}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink" data-testid="hero-address">
            {card.address}
          </p>
          <p className="text-sm text-gray-600">
            <span className="font-semibold text-ink">{dollars(card.price)}</span> · {card.facts}
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-green-50 px-2.5 py-1 text-sm font-bold text-green-800 ring-1 ring-green-200" data-testid="hero-score">
          {Math.round(card.score)}
          <span className="font-normal">/100</span>
        </span>
      </div>
      {card.kind === "property" && <PropertyBody card={card} />}
      {card.kind === "subdivision" && <SubdivisionBody card={card} />}
      {card.kind === "renovation" && <RenovationBody card={card} />}
      {card.kind === "rooming" && <RoomingBody card={card} />}
      <p className="mt-auto text-xs text-gray-500">Demo listing, scored by Propie&apos;s engine with the formulas in its scoring guide.</p>
    </div>
  );
}

function Figure({ label, value, tone = "ink", testId }: { label: string; value: string; tone?: "ink" | "red" | "green"; testId?: string }) {
  const colour = tone === "red" ? "text-red-700" : tone === "green" ? "text-green-700" : "text-ink";
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-gray-200">
      <p className="text-xs text-gray-600">{label}</p>
      <p className={`text-xl font-bold tabular-nums ${colour}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function PropertyBody({ card }: { card: HeroCard }) {
  const p = card.property;
  const cash = p.monthlyCashFlow;
  return (
    <div className="grid grid-cols-2 gap-3">
      <Figure label="Gross yield" value={pct(p.grossYield)} testId="hero-gross-yield" />
      <Figure label="Net yield" value={pct(p.netYield)} />
      <Figure
        label="Cash flow a month"
        value={cash === null ? "–" : cash < 0 ? `(${dollars(-cash)})` : dollars(cash)}
        tone={cash !== null && cash < 0 ? "red" : "green"}
        testId="hero-cash-flow"
      />
      <Figure label="Rent a week" value={p.weeklyRent === null ? "–" : dollars(p.weeklyRent)} />
    </div>
  );
}

function SubdivisionBody({ card }: { card: HeroCard }) {
  const d = card.subdivision;
  const lots = Math.max(1, d.lotsPossible);
  return (
    <div className="flex items-center gap-4">
      <svg viewBox="0 0 120 90" className="h-28 w-36 shrink-0" aria-hidden="true">
        <rect x="4" y="4" width="112" height="82" rx="3" fill="#ecfccb" stroke="#65a30d" strokeWidth="2" />
        {Array.from({ length: lots - 1 }, (_, i) => (
          <line key={i} x1={4 + (112 / lots) * (i + 1)} y1="4" x2={4 + (112 / lots) * (i + 1)} y2="86" stroke="#65a30d" strokeWidth="2" strokeDasharray="5 4" />
        ))}
        {Array.from({ length: lots }, (_, i) => (
          <rect key={i} x={4 + (112 / lots) * i + 112 / lots / 2 - 10} y="30" width="20" height="26" rx="2" fill={i === 0 ? "#c54808" : "#ffc070"} />
        ))}
      </svg>
      <dl className="grid gap-1 text-sm">
        <div>
          <dt className="text-xs text-gray-600">Subdivision potential</dt>
          <dd className="text-xl font-bold text-ink" data-testid="hero-verdict">
            {d.verdict}
          </dd>
        </div>
        <dd>
          <span data-testid="hero-lots">{d.lotsPossible} lots</span> on {d.landSize === null ? "–" : `${formatNumber(d.landSize)} m²`}
        </dd>
        <dd className="text-gray-600">
          Zone {d.zoning ?? "–"} · min lot {d.minLotSize === null ? "–" : `${formatNumber(d.minLotSize)} m²`}
        </dd>
      </dl>
    </div>
  );
}

function RenovationBody({ card }: { card: HeroCard }) {
  const r = card.renovation;
  const total = r.areas.reduce((n, a) => n + a.cost, 0) || 1;
  const C = 2 * Math.PI * 36;
  const lengths = r.areas.map((a) => (a.cost / total) * C);
  const starts = lengths.map((_, i) => lengths.slice(0, i).reduce((n, x) => n + x, 0));
  return (
    <div className="flex items-center gap-4">
      <svg viewBox="0 0 100 100" className="h-28 w-28 shrink-0 -rotate-90" aria-hidden="true">
        {r.areas.map((a, i) => (
          <circle
            key={a.label}
            cx="50"
            cy="50"
            r="36"
            fill="none"
            stroke={DONUT_COLOURS[i % DONUT_COLOURS.length]}
            strokeWidth="16"
            strokeDasharray={`${lengths[i]} ${C - lengths[i]}`}
            strokeDashoffset={-starts[i]}
          />
        ))}
      </svg>
      <dl className="grid gap-1 text-sm">
        <div>
          <dt className="text-xs text-gray-600">Renovator&apos;s margin</dt>
          <dd className="text-xl font-bold text-green-700" data-testid="hero-margin">
            {dollars(r.margin)} <span className="text-sm font-semibold">({r.marginPercent.toFixed(1)}%)</span>
          </dd>
        </div>
        <dd>
          Works <span data-testid="hero-reno-cost">{dollars(r.total)}</span> · value after {dollars(r.postValue)}
        </dd>
        <dd className="text-xs text-gray-600">{r.areas.map((a) => a.label).join(", ")}</dd>
      </dl>
    </div>
  );
}

function RoomingBody({ card }: { card: HeroCard }) {
  const r = card.rooming;
  const l = card.facts.match(/^(\d+) bed · (\d+) bath/);
  const beds = l ? Number(l[1]) : 0;
  const baths = l ? Number(l[2]) : 0;
  return (
    <div className="flex items-center gap-4">
      <div className="grid shrink-0 grid-cols-3 gap-1" aria-hidden="true">
        {Array.from({ length: beds }, (_, i) => (
          <span key={`b${i}`} className="flex h-9 w-11 items-center justify-center rounded bg-crust-100 text-[10px] font-semibold text-crust-800 ring-1 ring-crust-200">
            Bed {i + 1}
          </span>
        ))}
        {Array.from({ length: baths }, (_, i) => (
          <span key={`w${i}`} className="flex h-9 w-11 items-center justify-center rounded bg-sky-50 text-[10px] font-semibold text-sky-800 ring-1 ring-sky-200">
            Bath
          </span>
        ))}
        {Array.from({ length: r.kitchens }, (_, i) => (
          <span key={`k${i}`} className="flex h-9 w-11 items-center justify-center rounded bg-green-50 text-[10px] font-semibold text-green-800 ring-1 ring-green-200">
            Kitchen
          </span>
        ))}
      </div>
      <dl className="grid gap-1 text-sm">
        <div>
          <dt className="text-xs text-gray-600">Rooming house</dt>
          <dd className="text-xl font-bold text-ink" data-testid="hero-rooming">
            {r.roomingScore}/100
          </dd>
        </div>
        <dd>{r.configuration}</dd>
        {r.separateEntrance && (
          <dd className="flex items-center gap-1 text-green-800">
            <CheckIcon className="h-4 w-4" /> Separate entrance
          </dd>
        )}
      </dl>
    </div>
  );
}
