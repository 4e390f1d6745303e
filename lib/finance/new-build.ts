/**
 * Whether a listing is a new build or bought off the plan (docs/FINANCE.md §7): read from the
 * source's own words (its features or property type say "off the plan", "brand new", "new build",
 * …) or, failing that, from the listing's age (built in the contract's year or later). Each reading
 * says where it came from, and the new-home rules (the QLD and SA first home exemptions, the first
 * home owner grants, Division 40, Victoria's off-the-plan concession) follow from it.
 */

export type NewBuildReading = {
  newBuild: boolean;
  offThePlan: boolean;
  /** "listing": the source's own words; "year built": the listing's age; null: read as established. */
  source: "listing" | "year built" | null;
  /** In words, for the working ("new build: the listing says 'off the plan'"). */
  detail: string;
};

const OFF_THE_PLAN = /\boff[\s-]+the[\s-]+plan\b/i;
const NEW_WORDS = /\b(brand[\s-]+new|new[\s-]+build|newly[\s-]+built|new[\s-]+construction|never[\s-]+(?:been[\s-]+)?lived[\s-]+in|new[\s-]+home)\b/i;

export type NewBuildSource = { features?: readonly string[] | null; propertyType?: string | null; yearBuilt?: number | null; /** saysNew() worked once already (the engine's listings). */ saysNew?: boolean };

/** The reading for a listing, with the contract's year for its age. */
export function readNewBuild(listing: NewBuildSource, contractYear: number): NewBuildReading {
  const words = [...(listing.features ?? []), listing.propertyType ?? ""];
  const otp = words.find((w) => OFF_THE_PLAN.test(w));
  if (otp !== undefined) return { newBuild: true, offThePlan: true, source: "listing", detail: `off the plan: the listing says "${otp.trim()}"` };
  const fresh = words.find((w) => NEW_WORDS.test(w));
  if (fresh !== undefined) return { newBuild: true, offThePlan: false, source: "listing", detail: `a new build: the listing says "${fresh.trim()}"` };
  const y = listing.yearBuilt ?? 0;
  if (y >= contractYear) return { newBuild: true, offThePlan: false, source: "year built", detail: `a new build: built ${y}, the contract's year${y > contractYear ? " or later" : ""} (read from the listing's age)` };
  return { newBuild: false, offThePlan: false, source: null, detail: y > 0 ? `established: built ${y}` : "established: the listing doesn't say it is new, and its year built is unknown" };
}

/** Whether a word of the listing's might say new or off the plan: a cheap test before the patterns (the engine asks it of every listing). */
const mightSayNew = (w: string) => w.indexOf("ew") !== -1 || w.indexOf("EW") !== -1 || w.indexOf("lan") !== -1 || w.indexOf("LAN") !== -1 || w.indexOf("ived") !== -1;

/** Whether the listing's own words say it is new or off the plan (readNewBuild's "listing" source), without allocating. */
export function saysNew(listing: NewBuildSource): boolean {
  const features = listing.features;
  if (features) {
    for (let i = 0; i < features.length; i++) {
      const w = features[i];
      if (mightSayNew(w) && (OFF_THE_PLAN.test(w) || NEW_WORDS.test(w))) return true;
    }
  }
  const t = listing.propertyType;
  return !!t && mightSayNew(t) && (OFF_THE_PLAN.test(t) || NEW_WORDS.test(t));
}

/** The year the ranking's cash flow reads for a listing: the contract's year for a new build read from the listing's words (Division 43 and 40 then apply as for a new home), else its year built (0 unknown). */
export function financeYearOf(listing: NewBuildSource, contractYear: number): number {
  const y = listing.yearBuilt ?? 0;
  return y < contractYear && (listing.saysNew ?? saysNew(listing)) ? contractYear : y;
}
