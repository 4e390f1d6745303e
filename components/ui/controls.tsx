"use client";

import type { ReactNode } from "react";

/** Choice controls: a toggle chip, a labelled checkbox and a typed select. */

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

type Option<T> = { readonly value: T; readonly label: string };

type SelectBase<T> = { label: string; id: string; options: readonly Option<T>[] };
type WithEmptyChoice<T> = SelectBase<T> & { placeholder: string; value: T | null; onChange: (value: T | null) => void };
type WithoutEmptyChoice<T> = SelectBase<T> & { placeholder?: undefined; value: T; onChange: (value: T) => void };

/**
 * A labelled select over typed options: the value and onChange speak T (a preference's
 * own type), not the DOM's strings. With a placeholder the empty choice is null.
 */
export function SelectField<T extends string | number>(props: WithEmptyChoice<T>): ReactNode;
export function SelectField<T extends string | number>(props: WithoutEmptyChoice<T>): ReactNode;
export function SelectField<T extends string | number>(props: WithEmptyChoice<T> | WithoutEmptyChoice<T>) {
  const { label, id, options, placeholder } = props;
  function pick(raw: string) {
    const option = options.find((o) => String(o.value) === raw);
    if (props.placeholder !== undefined) props.onChange(option ? option.value : null);
    else if (option) props.onChange(option.value);
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={props.value === null ? "" : String(props.value)}
        onChange={(e) => pick(e.target.value)}
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
