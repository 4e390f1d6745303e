import { findPlaces, type PlaceMention } from "../places";
import { COMMUTE_TO_PLACE, PLACE_REMOVED_AFTER, PLACE_REMOVERS, PLACE_REPLACE, SWAP_BEFORE, SWAP_TARGET_BEFORE, TRAVEL_TIME, TRAVEL_TO_PLACE } from "../lexicon";
import type { Reading } from "../reading";
import { clauseBefore } from "../scope";
import { modeOf, travelTimeOf } from "./travel";

/**
 * Reads the places (../places.ts), last, on what the other readers left: each one to add, to
 * remove ("drop Ballarat", "Geelong is out"), ambiguous ("Richmond"), or a place to reach rather
 * than live in ("within 30 minutes of the Melbourne CBD", "we both work in Parramatta"); and
 * whether they replace the brief's places ("make it Geelong instead").
 */
export function readPlaces(r: Reading): void {
  const { t, text, delta: d } = r;
  const mentions = findPlaces(r.places, text, {
    contextStates: r.contextStates,
    liberal: r.expecting.includes("locations"),
    isConsumed: r.isConsumed,
  });
  d.places = mentions;
  // In one message the later mention of a place wins ("add Ballarat, remove Geelong" after "Geelong").
  const lastAction = new Map<string, "add" | "remove">();
  for (const p of mentions) {
    const before = text.slice(Math.max(0, p.start - 40), p.start);
    const clause = clauseBefore(before.toLowerCase(), before.length);
    if (readDestination(r, p, clause)) continue;
    const swapped = SWAP_BEFORE.test(clause) && !SWAP_TARGET_BEFORE.test(clause);
    if (swapped) d.replacePlaces = true;
    const removing = PLACE_REMOVERS.test(clause) || swapped || PLACE_REMOVED_AFTER.test(text.slice(p.end));
    if (p.place) lastAction.set(p.place.description, removing ? "remove" : "add");
    if (removing) d.removePlaces.push(p);
    else if (p.place) d.addPlaces.push(p.place);
    else d.ambiguous.push(p);
  }
  d.addPlaces = d.addPlaces.filter((c) => lastAction.get(c.description) !== "remove");
  d.removePlaces = d.removePlaces.filter((m) => !m.place || lastAction.get(m.place.description) !== "add");
  if (d.addPlaces.length > 0 && PLACE_REPLACE.test(t)) d.replacePlaces = true;
  // "regional QLD houses, Bundaberg or Gladstone": a state beside places in it only describes them.
  const specific = d.addPlaces.filter((c) => c.kind !== "state");
  if (specific.length > 0) d.addPlaces = d.addPlaces.filter((c) => c.kind !== "state" || !specific.some((s) => s.state === c.state));
}

/** "within 30 minutes of the Melbourne CBD", "an hour's drive from Geelong", "commute to Parramatta": the place is one to reach. */
function readDestination(r: Reading, p: PlaceMention, clause: string): boolean {
  const travel = TRAVEL_TO_PLACE.exec(clause);
  const commute = COMMUTE_TO_PLACE.exec(clause);
  if (!p.place || !(travel || commute)) return false;
  // How and how long may also follow the place: "commute to Melbourne by train, max an hour".
  const after = r.text.slice(p.end, p.end + 50).split(/[.;!?\n]/)[0].toLowerCase();
  const later = TRAVEL_TIME.exec(after);
  const time = travel ?? later;
  const n = time ? (/^\d+$/.test(time[1]) ? Number(time[1]) : 1) : 30;
  r.delta.destination = {
    address: p.place.description,
    transportMode: modeOf(`${travel?.[0] ?? ""} ${commute?.[0] ?? ""} ${after}`) ?? "car",
    maxTravelTime: time ? travelTimeOf(n, time[2]) : 30,
  };
  return true;
}
