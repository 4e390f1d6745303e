import { sectionScoreBand } from "@/lib/matches/format";
import { formatMoney } from "@/lib/money";
import { RENOVATION_BAR_ZONES, type DonutSlice } from "@/lib/matches/scoring-inputs";

/** Hand-rolled SVG: a donut of renovation costs (one slice per scored area) and the 40/30/30 zone bar. */

const SLICE_COLOURS = ["#ee6106", "#0ea5e9", "#8b5cf6", "#16a34a", "#eab308", "#db2777", "#64748b", "#0d9488", "#b45309"];

export function CostDonut({ slices, total }: { slices: DonutSlice[]; total: number | null }) {
  const r = 42;
  const c = 2 * Math.PI * r;
  const summary = slices.map((s) => `${s.label} ${formatMoney(s.cost)}`).join(", ");
  return (
    <figure className="flex flex-col items-center gap-3 sm:flex-row sm:items-start" data-testid="renovation-donut">
      <svg viewBox="0 0 120 120" className="h-32 w-32 shrink-0" role="img" aria-label={`Renovation costs by area: ${summary}`}>
        <circle cx="60" cy="60" r={r} fill="none" stroke="#f3f4f6" strokeWidth="18" />
        {slices.map((s, i) => (
          <circle
            key={s.key}
            cx="60"
            cy="60"
            r={r}
            fill="none"
            stroke={SLICE_COLOURS[i % SLICE_COLOURS.length]}
            strokeWidth="18"
            strokeDasharray={`${s.fraction * c} ${c}`}
            strokeDashoffset={-s.startFraction * c}
            transform="rotate(-90 60 60)"
            data-testid="donut-slice"
          />
        ))}
        {total !== null && (
          <>
            <text x="60" y="57" textAnchor="middle" className="fill-gray-500 text-[9px]">
              Total
            </text>
            <text x="60" y="70" textAnchor="middle" className="fill-ink text-[11px] font-semibold">
              {formatMoney(total)}
            </text>
          </>
        )}
      </svg>
      <figcaption className="w-full">
        <ul className="space-y-1 text-sm">
          {slices.map((s, i) => (
            <li key={s.key} className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm" style={{ background: SLICE_COLOURS[i % SLICE_COLOURS.length] }} />
                {s.label}
              </span>
              <span className="tabular-nums text-gray-700">{formatMoney(s.cost)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

const ZONE_CLASS = { red: "bg-red-200", amber: "bg-amber-200", green: "bg-green-200", grey: "bg-gray-200" } as const;

export function ZoneBar({ score, label }: { score: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, score));
  const band = sectionScoreBand(score);
  return (
    <div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        aria-valuetext={`${Math.round(clamped)}% (${band.label ?? "not scored"})`}
        className="relative flex h-3 w-full overflow-visible rounded-full"
        data-testid="zone-bar"
      >
        {RENOVATION_BAR_ZONES.map((z, i) => (
          <div
            key={z.label}
            className={`${ZONE_CLASS[z.tone]} h-full ${i === 0 ? "rounded-l-full" : ""} ${i === RENOVATION_BAR_ZONES.length - 1 ? "rounded-r-full" : ""}`}
            style={{ width: `${z.to - z.from}%` }}
            data-testid="zone"
          />
        ))}
        <div aria-hidden="true" className="absolute -top-1 h-5 w-1.5 -translate-x-1/2 rounded bg-ink" style={{ left: `${clamped}%` }} />
      </div>
      <div aria-hidden="true" className="mt-1 flex text-[11px] text-gray-500">
        {RENOVATION_BAR_ZONES.map((z) => (
          <span key={z.label} style={{ width: `${z.to - z.from}%` }}>
            {z.label}
          </span>
        ))}
      </div>
    </div>
  );
}

export function ScoreBar({ score, label }: { score: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, score));
  const band = sectionScoreBand(clamped);
  const fill = { red: "bg-red-500", amber: "bg-amber-500", green: "bg-green-600", grey: "bg-gray-400" }[band.tone];
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(clamped)} className="h-2 w-full rounded-full bg-gray-100">
      <div className={`h-full rounded-full ${fill}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}
