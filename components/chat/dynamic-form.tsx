"use client";

import { useId, useState } from "react";
import { CHAT_COPY } from "@/lib/chat/copy";
import { answersToMessage, initialAnswer, type FormAnswer } from "@/lib/chat/form-answers";
import type { FormField } from "@/lib/chat/types";
import { Button } from "@/components/ui/button";

/**
 * A form inside an assistant message (spec 1 section 3): one control per field type —
 * multi-select, radio, select/dropdown, textarea, number, checkbox, boolean, and text
 * for anything else. The answers go back as one message of "Label: answer" lines.
 */
export function DynamicForm({ fields, disabled, onSubmit }: { fields: FormField[]; disabled: boolean; onSubmit: (text: string) => void }) {
  const [answers, setAnswers] = useState<Record<string, FormAnswer>>(() => Object.fromEntries(fields.map((f) => [f.id, initialAnswer(f)])));
  const set = (id: string, value: FormAnswer) => setAnswers((a) => ({ ...a, [id]: value }));
  const message = answersToMessage(fields, answers);
  const anyAnswered = fields.some((f) => {
    const v = answers[f.id];
    return Array.isArray(v) ? v.length > 0 : typeof v === "string" ? v.trim() !== "" : v === true;
  });
  return (
    <form
      className="mt-3 space-y-4 rounded-xl border border-crust-100 bg-crust-50/60 p-4"
      data-testid="chat-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!disabled && anyAnswered && message.trim()) onSubmit(message);
      }}
    >
      <fieldset disabled={disabled} className="space-y-4">
        {fields.map((field) => (
          <Field key={field.id} field={field} value={answers[field.id]} onChange={(v) => set(field.id, v)} />
        ))}
      </fieldset>
      {!disabled && (
        <Button type="submit" disabled={!anyAnswered} size="sm" className="disabled:cursor-not-allowed disabled:opacity-50">
          {CHAT_COPY.submitForm}
        </Button>
      )}
    </form>
  );
}

const inputClass = "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-ink focus:border-crust-500 focus:outline-none";

function Field({ field, value, onChange }: { field: FormField; value: FormAnswer | undefined; onChange: (v: FormAnswer) => void }) {
  const id = useId();
  const label = field.label ?? field.id;
  const description = field.description ? (
    <p id={`${id}-d`} className="mt-0.5 text-xs text-gray-500">
      {field.description}
    </p>
  ) : null;
  const describedBy = field.description ? `${id}-d` : undefined;
  const options = field.options ?? [];

  if (field.type === "multi-select" || field.type === "radio") {
    const multi = field.type === "multi-select";
    const chosen = multi ? (Array.isArray(value) ? value : []) : typeof value === "string" ? value : "";
    return (
      <fieldset aria-describedby={describedBy} data-field-id={field.id}>
        <legend className="text-sm font-medium text-ink">{label}</legend>
        {description}
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((o) => {
            const checked = multi ? (chosen as string[]).includes(o.value) : chosen === o.value;
            return (
              <label
                key={o.value}
                className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm ${checked ? "border-crust-600 bg-crust-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-crust-400"}`}
              >
                <input
                  type={multi ? "checkbox" : "radio"}
                  name={`${id}-${field.id}`}
                  value={o.value}
                  checked={checked}
                  className="sr-only"
                  onChange={(e) => {
                    if (!multi) return onChange(o.value);
                    const list = chosen as string[];
                    onChange(e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value));
                  }}
                />
                {o.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }

  if (field.type === "checkbox" || field.type === "boolean") {
    return (
      <div data-field-id={field.id}>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            role={field.type === "boolean" ? "switch" : undefined}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={describedBy}
            className="h-4 w-4 rounded border-gray-300 accent-crust-600"
          />
          {label}
        </label>
        {description}
      </div>
    );
  }

  const text = typeof value === "string" ? value : "";
  return (
    <div data-field-id={field.id}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {description}
      {field.type === "select" ? (
        <select id={id} value={text} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy} className={inputClass}>
          <option value="">Choose…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea id={id} rows={3} value={text} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy} className={inputClass} />
      ) : (
        <input
          id={id}
          type={field.type === "number" ? "number" : "text"}
          inputMode={field.type === "number" ? "decimal" : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </div>
  );
}
