import { TRAVEL_TIMES } from "@/lib/preferences/schema";
import { TRANSPORT_MODE_WORDS, type TransportMode, type TravelTime } from "../lexicon";
import { wordsToNumber } from "../spoken";

/** The count of a travel time as said: "25", "twenty-five", "an", "half an" (30 minutes: read with its unit by travelTimeOf). */
export function travelCount(said: string): { n: number; unit?: "min" } {
  if (/^\d+$/.test(said)) return { n: Number(said) };
  if (/^half/i.test(said)) return { n: 30, unit: "min" };
  return { n: /^(?:an?|one)$/i.test(said) ? 1 : (wordsToNumber(said) ?? 1) };
}

/** The way of travelling a phrase names: "walking distance", "by train", "an hour's drive". */
export const modeOf = (text: string): TransportMode | undefined => TRANSPORT_MODE_WORDS.find(([, words]) => words.test(text))?.[0];

/** 20 minutes → 30 (the form offers 15, 30, 45 and 60); an hour → 60. */
export function travelTimeOf(n: number, unit: string): TravelTime {
  const minutes = /^h/i.test(unit) ? n * 60 : n;
  return (TRAVEL_TIMES.find((t) => minutes <= t) ?? 60) as TravelTime;
}
