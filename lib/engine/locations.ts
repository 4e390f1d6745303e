/**
 * Location matching. A preference location may be a suburb ("Lavington, NSW 2641",
 * "Lavington NSW"), a region — a local government area ("Albury (City), NSW",
 * "City of Albury"), an urban area ("Albury - East, NSW") or a state ("New South Wales",
 * "NSW") — or a Google Places description ("Parramatta NSW, Australia").
 *
 * Both sides reduce to the same string keys ("s:lavington|NSW", "l:albury|NSW", "st:NSW"),
 * so the in-memory filter and the SQL filter (listings.location_keys && $keys) agree exactly.
 */

export const STATE_NAMES: Record<string, string> = {
  NSW: "New South Wales",
  VIC: "Victoria",
  QLD: "Queensland",
  SA: "South Australia",
  WA: "Western Australia",
  TAS: "Tasmania",
  NT: "Northern Territory",
  ACT: "Australian Capital Territory",
};

const STATE_ALIASES = new Map<string, string>();
for (const [abbr, name] of Object.entries(STATE_NAMES)) {
  STATE_ALIASES.set(abbr.toLowerCase(), abbr);
  STATE_ALIASES.set(name.toLowerCase(), abbr);
}
for (const [alias, abbr] of [
  ["n.s.w.", "NSW"], ["n.s.w", "NSW"], ["vic.", "VIC"], ["qld.", "QLD"], ["tas.", "TAS"], ["queensland state", "QLD"],
  ["s.a.", "SA"], ["w.a.", "WA"], ["n.t.", "NT"], ["a.c.t.", "ACT"], ["canberra act", "ACT"],
] as const) STATE_ALIASES.set(alias, abbr);

/** "New South Wales" / "nsw" / "N.S.W." → "NSW"; anything else → null. */
export function stateAbbr(text: string | null | undefined): string | null {
  if (!text) return null;
  return STATE_ALIASES.get(text.trim().toLowerCase().replace(/\s+/g, " ")) ?? null;
}

/** Lower case, "&" → "and", punctuation → space, collapsed: "St. Kilda-East" → "st kilda east". */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const LGA_STOP_WORDS = new Set([
  "city", "shire", "council", "regional", "municipality", "municipal", "district", "area", "town",
  "borough", "rural", "of", "the", "region",
]);

/** "Albury (City)" / "City of Albury" / "Albury City Council" → "albury". */
export function normaliseLga(text: string): string {
  const base = normaliseName(text.replace(/\([^)]*\)/g, " "));
  const core = base
    .split(" ")
    .filter((w) => w && !LGA_STOP_WORDS.has(w))
    .join(" ");
  return core || base;
}

export type LocationKind = "suburb" | "lga" | "urbanArea" | "state" | "any";

export type ParsedLocation = {
  raw: string;
  kind: LocationKind;
  /** The place name without state or postcode (null for a state). */
  name: string | null;
  state: string | null;
  postcode: string | null;
  /** Keys to look for in a listing's location keys: any one matching is a match. */
  keys: string[];
};

const LGA_MARKER =
  /\((city|shire|area|a|c|s|m|rc|dc|municipality|municipal council|regional council|rural city|town|borough|district council|council|aboriginal council|regional|region)\)|^(the\s+)?(city|shire|town|municipality|borough|district council|council)\s+of\s|\b(council|shire)$/i;

const TRAILING_STATE = /^(.*?)[\s,]+(nsw|vic|qld|sa|wa|tas|nt|act|n\.s\.w\.?)\.?(?:\s+(\d{4}))?$/i;
const TRAILING_POSTCODE = /^(.*?)[\s,]+(\d{4})$/;

const withState = (prefix: string, value: string, state: string | null) => (state ? `${prefix}:${value}|${state}` : `${prefix}:${value}`);

/** Parses one preference location leniently; null when nothing place-like remains. */
export function parseLocation(raw: string): ParsedLocation | null {
  let text = raw.trim().replace(/(^|[,\s]+)australia\.?$/i, "").trim();
  if (!text) return null;
  let state: string | null = null;
  let postcode: string | null = null;

  const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
  // Trailing parts that are a state, a postcode, or "NSW 2641".
  while (parts.length > 0) {
    const last = parts[parts.length - 1];
    const sp = /^(.+?)(?:\s+(\d{4}))?$/.exec(last);
    const st = sp ? stateAbbr(sp[1]) : null;
    if (st && !state) {
      state = st;
      if (sp?.[2]) postcode = sp[2];
      parts.pop();
      continue;
    }
    if (/^\d{4}$/.test(last) && !postcode) {
      postcode = last;
      parts.pop();
      continue;
    }
    break;
  }
  if (parts.length > 0) {
    let last = parts[parts.length - 1];
    if (!state) {
      const m = TRAILING_STATE.exec(last);
      if (m && m[1].trim()) {
        state = stateAbbr(m[2]);
        if (m[3]) postcode = m[3];
        last = m[1].trim();
      }
    }
    if (!postcode) {
      const m = TRAILING_POSTCODE.exec(last);
      if (m && m[1].trim()) {
        postcode = m[2];
        last = m[1].trim();
      }
    }
    parts[parts.length - 1] = last;
  }
  // A lone full state name ("New South Wales") arrives here as the whole text.
  if (parts.length === 1 && !state && stateAbbr(parts[0])) {
    state = stateAbbr(parts[0]);
    parts.pop();
  }
  // In "12 Smith St, Lavington NSW 2641" the place is the last part, not the street.
  text = parts.length > 0 ? parts[parts.length - 1] : "";
  if (!text) {
    if (!state) return null;
    return { raw, kind: "state", name: null, state, postcode, keys: [`st:${state}`] };
  }

  const name = text;
  const norm = normaliseName(name);
  if (!norm) return null;
  let kind: LocationKind;
  if (LGA_MARKER.test(name)) kind = "lga";
  else if (/\s-\s/.test(name)) kind = "urbanArea";
  else if (postcode) kind = "suburb";
  else kind = "any";

  const keys: string[] = [];
  if (kind === "suburb" || kind === "any") keys.push(withState("s", norm, state));
  if (kind === "lga" || kind === "any") keys.push(withState("l", normaliseLga(name), state));
  if (kind === "urbanArea" || kind === "any") keys.push(withState("u", norm, state));
  return { raw, kind, name, state, postcode, keys: [...new Set(keys)] };
}

type LocatedListing = { suburb: string; state: string; lga: string | null; urbanArea: string | null };

/** Every key a listing answers to; the SQL column listings.location_keys holds exactly these. */
export function listingLocationKeys(listing: LocatedListing): string[] {
  const st = listing.state.toUpperCase();
  const keys = [`st:${st}`];
  const s = normaliseName(listing.suburb);
  if (s) keys.push(`s:${s}|${st}`, `s:${s}`);
  if (listing.lga) {
    const l = normaliseLga(listing.lga);
    if (l) keys.push(`l:${l}|${st}`, `l:${l}`);
  }
  if (listing.urbanArea) {
    const u = normaliseName(listing.urbanArea);
    if (u) keys.push(`u:${u}|${st}`, `u:${u}`);
  }
  return [...new Set(keys)];
}

/** True when the listing lies in the parsed place (a string is parsed first). */
export function locationMatches(listing: LocatedListing, location: ParsedLocation | string): boolean {
  const parsed = typeof location === "string" ? parseLocation(location) : location;
  if (!parsed) return false;
  const keys = listingLocationKeys(listing);
  return parsed.keys.some((k) => keys.includes(k));
}

