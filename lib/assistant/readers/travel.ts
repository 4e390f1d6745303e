import { TRAVEL_TIMES } from "@/lib/preferences/schema";
import { TRANSPORT_MODE_WORDS, type TransportMode, type TravelTime } from "../lexicon";

/** The way of travelling a phrase names: "walking distance", "by train", "an hour's drive". */
export const modeOf = (text: string): TransportMode | undefined => TRANSPORT_MODE_WORDS.find(([, words]) => words.test(text))?.[0];

/** 20 minutes → 30 (the form offers 15, 30, 45 and 60); an hour → 60. */
export function travelTimeOf(n: number, unit: string): TravelTime {
  const minutes = /^h/i.test(unit) ? n * 60 : n;
  return (TRAVEL_TIMES.find((t) => minutes <= t) ?? 60) as TravelTime;
}
