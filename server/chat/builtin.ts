import "server-only";
import { getDb } from "@/db/client";
import { listSuburbNames } from "@/db/queries/suburbs";
import { assistantTurn, createPlaceIndex, readAssistantState, type AssistantResult, type PlaceIndex } from "@/lib/assistant";
import { formFieldSchema, type FormField } from "@/lib/chat/types";
import type { ListingDetail } from "@/lib/matches/types";
import type { ReplyProducer } from "./producer";

/**
 * The built-in assistant (the default: no key, no network): the pure lib/assistant
 * with the suburbs table as its place index and the session's scored listings as the
 * results it explains.
 */
type Holder = { __propieAssistantPlaces?: Promise<PlaceIndex> };
const g = globalThis as unknown as Holder;

/** The place index, built once per process (an empty, still-seeding table isn't cached). */
export function getAssistantPlaces(): Promise<PlaceIndex> {
  if (!g.__propieAssistantPlaces) {
    g.__propieAssistantPlaces = getDb()
      .then((db) => listSuburbNames({ db }))
      .then((rows) => {
        if (rows.length === 0) g.__propieAssistantPlaces = undefined;
        return createPlaceIndex(rows);
      });
    g.__propieAssistantPlaces.catch(() => {
      g.__propieAssistantPlaces = undefined;
    });
  }
  return g.__propieAssistantPlaces;
}

export function toAssistantResult(l: ListingDetail, index: number): AssistantResult {
  return {
    rank: l.rank ?? index + 1,
    listingId: l.listing_id,
    address: [l.address_street, l.address_suburb, l.address_state].filter(Boolean).join(", "),
    price: l.list_price,
    score: l.property_score ?? 0,
    propertyType: l.property_type ?? "Property",
    ...(l.bedrooms !== null ? { bedrooms: l.bedrooms } : {}),
    ...(l.bathrooms !== null ? { bathrooms: l.bathrooms } : {}),
    scoringInputs: l.scoring_inputs ?? {},
  };
}

function toFormFields(fields: readonly unknown[] | undefined): FormField[] | undefined {
  if (!fields?.length) return undefined;
  const out = fields.flatMap((f) => {
    const parsed = formFieldSchema.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
  return out.length ? out : undefined;
}

export function builtinProducer(): ReplyProducer {
  return {
    kind: "builtin",
    async reply(input) {
      const [places, listings] = await Promise.all([getAssistantPlaces(), input.results()]);
      const state = readAssistantState(input.state);
      // The session's stored preferences win: the user may have edited them in /preferences.
      if (input.preferences) state.preferences = input.preferences;
      const turn = assistantTurn({ state, message: input.message, places, results: listings.map(toAssistantResult) });
      return {
        text: turn.reply.text,
        form: toFormFields(turn.reply.form),
        preferences: turn.reply.preferences,
        understood: turn.reply.understood?.map((c) => c.label),
        runSearch: turn.reply.runSearch === true,
        state: turn.state,
        source: "builtin",
      };
    },
  };
}
