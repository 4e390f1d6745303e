"use client";

/** The figures of Your numbers and Ten years: where each comes from (ProvenanceTag), and the labelled rows and groups they sit in. */

import type { ReactNode } from "react";
import type { Provenance, Sourced } from "@/lib/finance";
import { provenanceDetail, provenanceLabel } from "@/lib/matches/finance";
import { formatMoney } from "@/lib/money";

export const TAG_TONE: Record<Provenance["kind"], string> = {
  yours: "border-crust-300 bg-crust-50 text-crust-900",
  published: "border-sky-200 bg-sky-50 text-sky-900",
  estimate: "border-gray-200 bg-gray-50 text-gray-700",
};

/** Where a figure comes from (docs/FINANCE.md §10): "yours", "published schedule, <date>" or "estimate"; the working in its tooltip. */
export function ProvenanceTag({ provenance }: { provenance: Provenance }) {
  const detail = provenanceDetail(provenance);
  return (
    <span className={`inline-block rounded-full border px-1.5 py-px text-[11px] leading-4 whitespace-nowrap ${TAG_TONE[provenance.kind]}`} title={detail} data-provenance={provenance.kind}>
      {provenanceLabel(provenance)}
      <span className="sr-only">: {detail}</span>
    </span>
  );
}

export function Row({ label, figure, text, testId, strong }: { label: string; figure: Sourced | null; text?: string; testId?: string; strong?: boolean }) {
  if (!figure) return null;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 py-1">
      <dt className="text-gray-600">{label}</dt>
      <dd className="flex flex-wrap items-baseline justify-end gap-1.5 text-right">
        <span className={`tabular-nums ${strong ? "font-semibold text-ink" : "font-medium"}`} data-testid={testId}>
          {text ?? formatMoney(figure.value)}
        </span>
        <ProvenanceTag provenance={figure.provenance} />
      </dd>
    </div>
  );
}

export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h4>
      <dl className="mt-1 divide-y divide-gray-100 text-sm">{children}</dl>
    </div>
  );
}
