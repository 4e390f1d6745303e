import "server-only";
import { getDb } from "@/db/client";
import { listSuburbSuggestionRows } from "@/db/queries/assistant";
import { listSuburbNames } from "@/db/queries/suburbs";
import { assistantTurn, createPlaceIndex, needsSuburbFacts, readAssistantState, suburbFacts, SUGGESTION_DISCLAIMER, type AssistantResult, type PlaceIndex, type SuburbFacts } from "@/lib/assistant";
import { formFieldSchema, type FormField } from "@/lib/chat/types";
import type { ListingDetail } from "@/lib/matches/types";
import type { ReplyProducer } from "./producer";
import { processSlot } from "@/server/singleton";

/**
 * The built-in assistant (the default: no key, no network): the pure lib/assistant
 * with the suburbs table as its place index and the session's scored listings as the
 * results it explains.
 */
const placeIndexSlot = processSlot<Promise<PlaceIndex>>("__propieAssistantPlaces");
const suburbFactsSlot = processSlot<Promise<SuburbFacts[]>>("__propieAssistantSuburbs");

/** The place index, built once per process (an empty, still-seeding table isn't cached). */
export function getAssistantPlaces(): Promise<PlaceIndex> {
  if (!placeIndexSlot.current) {
    placeIndexSlot.current = getDb()
      .then((db) => listSuburbNames({ db }))
      .then((rows) => {
        if (rows.length === 0) placeIndexSlot.current = undefined;
        return createPlaceIndex(rows);
      });
    placeIndexSlot.current.catch(() => {
      placeIndexSlot.current = undefined;
    });
  }
  return placeIndexSlot.current;
}

/** The suburb figures suggestions are ranked on, loaded once per process on the first turn that needs them. */
export function getAssistantSuburbs(): Promise<SuburbFacts[]> {
  if (!suburbFactsSlot.current) {
    suburbFactsSlot.current = getDb()
      .then((db) => listSuburbSuggestionRows({ db }))
      .then(({ rows, stats }) => {
        if (rows.length === 0) suburbFactsSlot.current = undefined;
        return suburbFacts(rows, stats);
      });
    suburbFactsSlot.current.catch(() => {
      suburbFactsSlot.current = undefined;
    });
  }
  return suburbFactsSlot.current;
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
      const suburbs = needsSuburbFacts(input.message, state) ? await getAssistantSuburbs() : undefined;
      const turn = assistantTurn({ state, message: input.message, places, results: listings.map(toAssistantResult), suburbs, sessionId: input.sessionId });
      const { summary, suggestions, offTopic } = turn.reply;
      return {
        text: turn.reply.text,
        form: toFormFields(turn.reply.form),
        preferences: turn.reply.preferences,
        understood: turn.reply.understood?.map((c) => c.label),
        runSearch: turn.reply.runSearch === true,
        state: turn.state,
        source: "builtin",
        ...(summary ? { summary } : {}),
        ...(suggestions ? { suggestions: { items: suggestions, disclaimer: SUGGESTION_DISCLAIMER } } : {}),
        ...(offTopic ? { offTopic: true } : {}),
      };
    },
  };
}
