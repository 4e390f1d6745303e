import type { FormField } from "./types";

/**
 * Answers of a dynamic form (spec 1 section 3): multi-select answers are one string
 * joined by ", ", checkbox and boolean answers are "true" or "false", everything else
 * is the text entered. The answers go back to the assistant as one user message.
 */
export type FormAnswer = string | string[] | boolean;

export function formatAnswer(field: FormField, value: FormAnswer | undefined): string {
  switch (field.type) {
    case "multi-select":
      return Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "";
    case "checkbox":
    case "boolean":
      return value === true || value === "true" ? "true" : "false";
    default:
      return Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value.trim() : value === undefined ? "" : String(value);
  }
}

/** The initial value of a field in the form. */
export function initialAnswer(field: FormField): FormAnswer {
  if (field.type === "multi-select") return [];
  if (field.type === "checkbox" || field.type === "boolean") return false;
  return "";
}

/** "Label: answer" lines of every answered field; unanswered text fields are left out. */
export function answersToMessage(fields: readonly FormField[], answers: Record<string, FormAnswer | undefined>): string {
  return fields
    .map((field) => ({ field, text: formatAnswer(field, answers[field.id]) }))
    .filter(({ field, text }) => text !== "" || field.type === "checkbox" || field.type === "boolean")
    .map(({ field, text }) => `${(field.label ?? field.id).replace(/[:?\s]+$/, "")}: ${text}`)
    .join("\n");
}
