"use client";

import type { ReactNode } from "react";

/** Small building blocks of the filters panel. */

export function Chip({
  selected,
  onClick,
  children,
  disabled = false,
  testId,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={`min-h-10 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
        selected ? "border-crust-600 bg-crust-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-crust-400 hover:bg-crust-50"
      }`}
    >
      {children}
    </button>
  );
}

export function Checkbox({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId?: string }) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-200 px-3 py-2 text-sm hover:bg-gray-50">
      <input type="checkbox" className="h-4 w-4 accent-crust-600" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span>{label}</span>
    </label>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  id,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
  id: string;
  placeholder?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus:border-crust-500"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Section({
  id,
  title,
  complete,
  collapsible,
  expanded,
  onToggle,
  children,
  description,
  loading = false,
}: {
  id: string;
  title: string;
  complete: boolean;
  collapsible: boolean;
  expanded: boolean;
  onToggle?: () => void;
  children: ReactNode;
  description?: string;
  /**
   * The stored preferences are still loading: the heading is shown (server HTML, the page's
   * largest content), the body keeps its place but is hidden and inert under a "Loading
   * Filters..." placeholder, and the Done / To do badge is hidden, so no value that may
   * still change is shown or editable.
   */
  loading?: boolean;
}) {
  const headingId = `section-${id}-title`;
  const bodyId = `section-${id}-body`;
  return (
    <section id={`section-${id}`} aria-labelledby={headingId} data-testid={`section-${id}`} className="scroll-mt-48 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {collapsible ? (
              <button type="button" onClick={onToggle} aria-expanded={expanded} aria-controls={bodyId} className="text-left hover:text-crust-700">
                {title}
              </button>
            ) : (
              title
            )}
          </h2>
          {description && <p className="mt-0.5 text-sm text-gray-600">{description}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${complete ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-600"} ${loading ? "invisible" : ""}`}
            data-testid={`section-${id}-state`}
          >
            {complete ? "Done" : "To do"}
          </span>
          {collapsible && (
            <button
              type="button"
              onClick={onToggle}
              aria-label={`${expanded ? "Collapse" : "Expand"} ${title}`}
              aria-expanded={expanded}
              aria-controls={bodyId}
              className="flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100"
            >
              <span aria-hidden="true" className={`transition-transform ${expanded ? "rotate-180" : ""}`}>
                ▾
              </span>
            </button>
          )}
        </div>
      </div>
      <div id={bodyId} hidden={!expanded} className="relative mt-4">
        {loading && (
          <div className="absolute inset-0 z-10 animate-pulse overflow-hidden bg-white" data-testid="section-loading">
            <p className="font-semibold text-gray-500">Loading Filters...</p>
            <div className="mt-3 h-10 rounded bg-gray-100" />
          </div>
        )}
        <div inert={loading} className={loading ? "invisible" : undefined}>
          {children}
        </div>
      </div>
    </section>
  );
}
