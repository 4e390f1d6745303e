/**
 * Seeds the e2e database directly (users, sessions, scored listings) so the matches
 * tests don't depend on the search flow. It connects as an operator would while the app
 * runs (tests/e2e/support/database.ts): to the PostgreSQL database of E2E_DATABASE_URL,
 * or on the default install to the embedded database the app serves on a loopback port.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { hash } from "@node-rs/argon2";
import { makeListingRows } from "./matches-data";
import { e2eDatabaseUrl } from "../support/database";
import { ADDRESS_WITHHELD } from "@/lib/matches/format";

export const PASSWORD = "Pie-crust-e2e-2026!";

let sql: postgres.Sql | undefined;
function db() {
  sql ??= postgres(e2eDatabaseUrl(), { max: 2, onnotice: () => {} });
  return sql;
}

export async function closeSeed() {
  await sql?.end({ timeout: 5 });
  sql = undefined;
}

let passwordHash: Promise<string> | undefined;
/** argon2id as server/auth/password.ts hashes (that module is server-only, which Playwright's loader refuses). */
const hashPassword = (password: string) => hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** A confirmed user; approved for the beta unless told otherwise. */
export async function createUser(prefix: string, { approved = true } = {}): Promise<{ id: string; email: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  await db()`insert into users (id, email, password_hash, email_confirmed_at) values (${id}, ${email}, ${await passwordHash}, now())`;
  if (approved) {
    await db()`insert into beta_access_requests (full_name, email, mobile, plan_interest, disclaimer_accepted, approved, approved_at)
               values (${"E2E " + prefix}, ${email}, ${"0400000000"}, ${"Free"}, true, true, now())`;
  }
  return { id, email };
}

export const SAVED_PREFERENCES = { marketStatus: "For Sale", locations: ["Richmond VIC"], propertyType: "House", bedrooms: "3+", importanceRanking: ["investmentGoals"] };

/** A session with `listings` scored rows; `preferences` false leaves session_data empty. */
export async function createSession({
  userId,
  isPublic = false,
  listings = 12,
  seed = 1,
  preferences = true,
  analysing = 0,
  images = "mixed",
}: {
  userId: string | null;
  isPublic?: boolean;
  listings?: number;
  seed?: number;
  preferences?: boolean;
  /** How many of the listings are still being analysed (no score yet, analysis_complete false). */
  analysing?: number;
  /** Satellite images: "mixed" (tiles, missing and broken ones) or "none" (every row shows its locator map). */
  images?: "mixed" | "none";
}): Promise<string> {
  const sessionId = randomUUID();
  const data = preferences ? SAVED_PREFERENCES : {};
  await db()`insert into user_sessions (session_id, user_id, is_public, session_data) values (${sessionId}, ${userId}, ${isPublic}, ${db().json(data)})`;
  const rows = makeListingRows(sessionId, listings, seed, images);
  rows.slice(0, analysing).forEach((r) => {
    r.analysis_complete = false;
    r.property_score = null;
  });
  for (const r of rows) {
    await db()`insert into search_listings ${db()({
      listing_id: r.listing_id,
      session_id: r.session_id,
      source: r.source,
      address_street: r.address_street,
      address_suburb: r.address_suburb,
      address_state: r.address_state,
      address_postcode: r.address_postcode,
      list_price: r.list_price,
      market_status: r.market_status,
      property_type: r.property_type,
      bedrooms: r.bedrooms,
      bathrooms: r.bathrooms,
      car_spaces: r.car_spaces,
      land_size: r.land_size,
      listing_url: r.listing_url,
      satellite_image: r.satellite_image,
      heritage_overlay: r.heritage_overlay,
      flood_overlay: r.flood_overlay,
      bushfire_overlay: r.bushfire_overlay,
      rental_yield: r.rental_yield,
      capital_growth: r.capital_growth,
      property_score: r.property_score,
      section_scores: db().json(r.section_scores ?? {}),
      scoring_inputs: db().json(r.scoring_inputs as postgres.JSONValue),
      image_analysis: db().json(r.image_analysis as postgres.JSONValue),
      analysis_complete: r.analysis_complete,
    })}`;
  }
  return sessionId;
}

/** What the search does when it finishes scoring: the listings get their score and are complete. */
export async function completeAnalysis(sessionId: string) {
  await db()`update search_listings set analysis_complete = true, property_score = coalesce(property_score, 55) where session_id = ${sessionId}`;
}

/** Withholds the street of every listing priced on request (a live source's listing with both: the longest words a row holds). */
export async function withholdAddressesOnRequest(sessionId: string) {
  await db()`update search_listings set address_street = ${ADDRESS_WITHHELD}, price_text = 'Contact agent' where session_id = ${sessionId} and list_price is null`;
}
