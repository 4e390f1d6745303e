import type { UIMessage } from "ai";
import { z } from "zod";
import { sessionIdSchema } from "@/lib/session-id";
import { CHAT_MESSAGE_MAX_CHARS, SESSION_ID_PATTERN } from "@/lib/constants";
import { storedPreferencesSchema } from "@/lib/preferences/schema";
import { formatNumber } from "@/lib/money";

/**
 * The Property Assistant's wire shapes (spec 1 section 3: chat message, assistant
 * reply, form field), shared by the route handler, the reply producers and the page.
 */

export const FORM_FIELD_TYPES = ["multi-select", "radio", "select", "textarea", "number", "checkbox", "boolean", "text"] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** "dropdown" is a select, "numeric" a number; anything unknown is text (spec 1 section 3). */
export function normaliseFieldType(type: unknown): FormFieldType {
  const t = typeof type === "string" ? type.trim().toLowerCase().replace(/[_\s]+/g, "-") : "";
  if (t === "dropdown") return "select";
  if (t === "numeric") return "number";
  if (t === "multiselect") return "multi-select";
  return (FORM_FIELD_TYPES as readonly string[]).includes(t) ? (t as FormFieldType) : "text";
}

const optionSchema = z.union([
  z.string().max(300).transform((s) => ({ value: s, label: s })),
  z.number().transform((n) => ({ value: String(n), label: String(n) })),
  z
    .object({ value: z.union([z.string(), z.number()]).optional(), label: z.string().max(300).optional() })
    .refine((o) => o.value !== undefined || o.label !== undefined, "An option needs a value or a label")
    .transform((o) => ({ value: String(o.value ?? o.label), label: o.label ?? String(o.value) })),
]);
export type FormOption = { value: string; label: string };

export const formFieldSchema = z.object({
  id: z.union([z.string().trim().min(1).max(100), z.number().transform(String)]),
  label: z.string().max(300).optional(),
  type: z.unknown().transform(normaliseFieldType),
  options: z.array(optionSchema).max(100).optional().catch(undefined),
  description: z.string().max(1_000).nullish(),
}).transform((f): FormField => ({
  id: f.id,
  type: f.type,
  ...(f.label !== undefined ? { label: f.label } : {}),
  ...(f.options ? { options: f.options } : {}),
  ...(f.description ? { description: f.description } : {}),
}));
export type FormField = { id: string; label?: string; type: FormFieldType; options?: FormOption[]; description?: string };

/** The spec's assistant reply, normalised: user_message, session_id, showForm, formFields. */
/** The longest reply text kept from a workflow (a bubble, not a document). */
export const MAX_REPLY_CHARS = 8_000;

export const assistantReplySchema = z.object({
  user_message: z.string().transform((t) => (t.length > MAX_REPLY_CHARS ? `${t.slice(0, MAX_REPLY_CHARS)}…` : t)),
  session_id: z.string().nullish().transform((s) => (typeof s === "string" && SESSION_ID_PATTERN.test(s) ? s : null)),
  showForm: z
    .union([z.boolean(), z.string()])
    .nullish()
    .transform((v) => v === true || v === "true"),
  formFields: z
    .array(z.unknown())
    .nullish()
    .transform((list) => (list ?? []).slice(0, 30).flatMap((f) => {
      const parsed = formFieldSchema.safeParse(f);
      return parsed.success ? [parsed.data] : [];
    })),
});
export type AssistantReply = z.output<typeof assistantReplySchema>;

/** Where a reply came from; "builtin-fallback" is the built-in assistant standing in for the LLM. */
export const REPLY_SOURCES = ["builtin", "llm", "builtin-fallback", "external"] as const;
export type ReplySource = (typeof REPLY_SOURCES)[number];

/** The typed data parts of an assistant message in the UI message stream. */
const chatFormDataSchema = z.object({ fields: z.array(formFieldSchema), answered: z.boolean().optional() });
export type ChatFormData = z.infer<typeof chatFormDataSchema>;
const chatPreferencesDataSchema = z.object({
  preferences: storedPreferencesSchema,
  /** Plain-words lines of what was understood ("3+ bedrooms", "Under $650,000"). */
  understood: z.array(z.string()),
});
export type ChatPreferencesData = z.infer<typeof chatPreferencesDataSchema>;
const chatReplyDataSchema = z.object({
  /** The session the reply belongs to; a different one is adopted by the page. */
  session_id: z.string(),
  source: z.enum(REPLY_SOURCES),
  /** The reply announces matches: the page goes to /matches. */
  navigate: z.boolean(),
  /** When a search was started by this reply: its start time (server clock) for notifications. */
  searchStartedAt: z.string().optional(),
  /** Said when the built-in assistant answered instead of the LLM. */
  notice: z.string().optional(),
  /** The message was off-topic: answered in one line, the brief left as it was. */
  offTopic: z.boolean().optional(),
});
export type ChatReplyData = z.infer<typeof chatReplyDataSchema>;
/**
 * What the assistant understood, as editable chips: each names the preference field it edits, its
 * words, its value as the form takes it (an edit goes back as "<form label>: <value>"), and whether
 * it was read with low confidence. `question`: the one thing the assistant asks before it searches;
 * the page then offers "Search now", which sends the message "Search now" (docs/ASSISTANT.md, "The reply").
 */
export const summaryChipSchema = z.object({
  field: z.string().max(60),
  label: z.string().max(300),
  value: z.string().max(300),
  confidence: z.enum(["high", "low"]),
});
export const chatSummarySchema = z.object({
  chips: z.array(summaryChipSchema).max(100),
  question: z.string().max(500).optional(),
  /** Shown as a card under its reply though nothing is asked ("what did you understand?"); otherwise the live brief shows it. */
  review: z.boolean().optional(),
});
export type ChatSummaryData = z.infer<typeof chatSummarySchema>;

/** Suburbs suggested for the brief; a chip adds one by sending "Add <label>". */
export const suburbSuggestionSchema = z.object({
  label: z.string().max(200),
  reason: z.string().max(500),
  figures: z.object({
    medianPrice: z.number(),
    weeklyRent: z.number().nullable(),
    grossYieldPercent: z.number().nullable(),
    growth12mPercent: z.number(),
    dataConfidence: z.enum(["measured", "modelled"]),
  }),
});
export const chatSuggestionsSchema = z.object({ items: z.array(suburbSuggestionSchema).max(10), disclaimer: z.string().max(500) });
export type ChatSuggestionsData = z.infer<typeof chatSuggestionsSchema>;

export type ChatDataParts = { form: ChatFormData; preferences: ChatPreferencesData; reply: ChatReplyData; summary: ChatSummaryData; suggestions: ChatSuggestionsData };

const chatMetadataSchema = z.object({ createdAt: z.string().optional(), notification: z.boolean().optional() });

/** A Property Assistant message as useChat and the route handler's stream carry it. */
export type ChatUIMessage = UIMessage<z.infer<typeof chatMetadataSchema>, ChatDataParts>;

const dataPart = <Name extends keyof ChatDataParts, S extends z.ZodType<ChatDataParts[Name]>>(name: Name, data: S) =>
  z.object({ type: z.literal(`data-${name}` as const), id: z.string().optional(), data });

/** A stored message as GET /api/chat returns it (server/chat/ui-messages.ts): its text and the data parts above. */
const chatStoredMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["system", "user", "assistant"]),
  metadata: chatMetadataSchema.optional(),
  parts: z.array(
    z.discriminatedUnion("type", [
      z.object({ type: z.literal("text"), text: z.string(), state: z.enum(["streaming", "done"]).optional() }),
      dataPart("reply", chatReplyDataSchema),
      dataPart("form", chatFormDataSchema),
      dataPart("preferences", chatPreferencesDataSchema),
      dataPart("summary", chatSummarySchema),
      dataPart("suggestions", chatSuggestionsSchema),
    ]),
  ),
});

/**
 * GET /api/chat. claimable: the conversation was started by a guest and the signed-in viewer may
 * take it over (not writable until then). withheld: the search is someone else's (a shared link),
 * and its conversation, which is theirs, was left out.
 */
export const chatHistoryResponseSchema = z.object({
  sessionId: z.string(),
  writable: z.boolean(),
  claimable: z.boolean().optional(),
  withheld: z.boolean().optional(),
  messages: z.array(chatStoredMessageSchema),
});
export type ChatHistoryResponse = { sessionId: string; writable: boolean; claimable?: boolean; withheld?: boolean; messages: ChatUIMessage[] };

/** What one stored assistant message keeps beside its text (chat_messages.reply). */
export const storedReplySchema = z.object({
  session_id: z.string(),
  source: z.enum(REPLY_SOURCES).catch("builtin"),
  navigate: z.boolean().catch(false),
  showForm: z.boolean().catch(false),
  formFields: z.array(formFieldSchema).catch([]),
  preferences: storedPreferencesSchema.nullish().catch(null),
  understood: z.array(z.string()).catch([]),
  searchStartedAt: z.string().optional().catch(undefined),
  notice: z.string().optional().catch(undefined),
  summary: chatSummarySchema.optional().catch(undefined),
  suggestions: chatSuggestionsSchema.optional().catch(undefined),
  offTopic: z.boolean().optional().catch(undefined),
});
export type StoredReply = z.infer<typeof storedReplySchema>;


export const CHAT_TOO_LONG_MESSAGE = `Your message is too long. Please keep it under ${formatNumber(CHAT_MESSAGE_MAX_CHARS)} characters.`;
export const CHAT_EMPTY_MESSAGE = "Please type a message.";

/** POST /api/chat: the session and the new message (the conversation itself is stored on the server). */
export const chatRequestSchema = z.object({
  sessionId: sessionIdSchema,
  message: z.object({
    /** The page's id for the message (a UUID is stored as the message's id, so the page can name it later). */
    id: z.string().trim().min(1).max(100).optional(),
    text: z.string().trim().min(1, CHAT_EMPTY_MESSAGE).max(CHAT_MESSAGE_MAX_CHARS, CHAT_TOO_LONG_MESSAGE),
  }),
  /** The last user message, edited: this message and its reply replace that turn (docs/ASSISTANT.md, "Editing the last message"). */
  replaces: z.string().regex(SESSION_ID_PATTERN, "Unknown message").optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatHistoryQuerySchema = z.object({ sessionId: sessionIdSchema });
