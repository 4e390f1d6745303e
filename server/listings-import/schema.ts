import "server-only";
/**
 * The import format (docs/IMPORT.md): one listing per CSV row or JSON object, snake_case
 * column names. Every row is validated with zod; CSV cells arrive as text, JSON values may
 * be text or their natural type, so each field accepts both.
 */
import { z } from "zod";
import { FEATURES, PROPERTY_TYPES } from "@/lib/preferences/schema";
import { stateAbbr } from "@/lib/engine/locations";
import type { Condition, EngineListing } from "@/lib/engine/types";

export const REQUIRED_COLUMNS = ["listing_id", "address_street", "suburb", "state", "property_type"] as const;

export const CONDITION_COLUMNS = {
  condition_kitchen: "kitchen",
  condition_bathrooms: "bathrooms",
  condition_flooring: "flooring",
  condition_interior_paint: "interiorPaint",
  condition_exterior: "exterior",
  condition_roof: "roof",
  condition_landscaping: "landscaping",
} as const satisfies Record<string, keyof Condition>;

export const LAYOUT_COLUMNS = ["separate_entrance", "kitchens", "ensuites", "living_areas", "has_granny_flat", "levels"] as const;

export const OPTIONAL_COLUMNS = [
  "market_status",
  "postcode",
  "price",
  "price_text",
  "bedrooms",
  "bathrooms",
  "car_spaces",
  "land_size",
  "frontage",
  "is_corner",
  "is_battle_axe",
  "year_built",
  "style",
  "zoning",
  "flood_overlay",
  "bushfire_overlay",
  "heritage_overlay",
  "rent_weekly",
  "features",
  ...Object.keys(CONDITION_COLUMNS),
  ...LAYOUT_COLUMNS,
  "description",
  "listing_url",
  "satellite_image",
  "floor_plans",
  "lat",
  "lng",
  "lga",
  "urban_area",
] as const;

export const ALL_COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

/** Listing ids starting with this are the generated demo catalogue's. */
export const RESERVED_ID_PREFIX = "demo-";
export const MAX_YEAR = new Date().getUTCFullYear() + 2;

/** "" and whitespace-only cells are "not given". */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);
const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : v),
    z.string({ error: "is required" }).min(1, { error: "is required" }).max(max, { error: `must be at most ${max} characters` }),
  );
const optText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

const wholeNumber = (min: number, max: number, what: string) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (typeof b === "string") {
        const t = b.trim().replace(/^\$/, "").replace(/,/g, "");
        return /^-?\d+(\.0+)?$/.test(t) ? Number(t) : b;
      }
      return b;
    },
    z
      .number({ error: `must be ${what}` })
      .int({ error: `must be a whole number (${what})` })
      .min(min, { error: `must be at least ${min.toLocaleString("en-AU")}` })
      .max(max, { error: `must be at most ${max.toLocaleString("en-AU")}` })
      .optional(),
  );

const decimal = (min: number, max: number, what: string) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      return typeof b === "string" && /^-?\d+(\.\d+)?$/.test(b.trim()) ? Number(b.trim()) : b;
    },
    z.number({ error: `must be ${what}` }).min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }).optional(),
  );

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);
const bool = z.preprocess(
  (v) => {
    const b = blank(v);
    if (typeof b === "string") {
      const t = b.trim().toLowerCase();
      if (TRUE.has(t)) return true;
      if (FALSE.has(t)) return false;
    }
    if (b === 1) return true;
    if (b === 0) return false;
    return b;
  },
  z.boolean({ error: "must be true or false (also yes/no, 1/0)" }).optional(),
);

/** Lists arrive as JSON arrays or "a;b" / "a|b" text. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (typeof b === "string") return b.split(/[;|]/).map((s) => s.trim()).filter(Boolean);
      return b;
    },
    z.array(item).optional(),
  );

const FEATURE_LOOKUP = new Map(FEATURES.map((f) => [f.toLowerCase(), f]));
const feature = z.string().transform((s, ctx) => {
  const f = FEATURE_LOOKUP.get(s.trim().toLowerCase().replace(/[\s_-]/g, "")) ?? FEATURE_LOOKUP.get(s.trim().toLowerCase());
  if (!f) {
    ctx.addIssue({ code: "custom", message: `unknown feature "${s}" (allowed: ${FEATURES.join(", ")})` });
    return z.NEVER;
  }
  return f;
});

const TYPE_LOOKUP = new Map(PROPERTY_TYPES.map((t) => [t.toLowerCase(), t]));
const url = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(2_000)
    .refine((s) => s.startsWith("/") || /^https?:\/\/[^\s]+$/i.test(s), { error: "must be an http(s) URL or a path starting with /" })
    .optional(),
);

export const importRowSchema = z
  .object({
    listing_id: text(100).pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/, { error: "may hold only letters, digits and . _ : / -" })
        .refine((s) => !s.toLowerCase().startsWith(RESERVED_ID_PREFIX), { error: `must not start with "${RESERVED_ID_PREFIX}" (reserved for the demo catalogue)` }),
    ),
    address_street: text(200),
    suburb: text(100),
    state: z.preprocess(
      (v) => (typeof v === "string" ? (stateAbbr(v) ?? v) : v),
      z.enum(["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"], { error: "must be an Australian state or territory (NSW, VIC, QLD, SA, WA, TAS, NT, ACT)" }),
    ),
    property_type: z.preprocess(
      (v) => (typeof v === "string" ? (TYPE_LOOKUP.get(v.trim().toLowerCase()) ?? v) : v),
      z.enum(PROPERTY_TYPES, { error: `must be one of ${PROPERTY_TYPES.join(", ")}` }),
    ),
    market_status: z.preprocess(
      (v) => {
        const b = blank(v);
        if (typeof b !== "string") return b;
        const t = b.trim().toLowerCase().replace(/[\s_-]+/g, " ");
        return t === "for sale" ? "For Sale" : t === "off market" ? "Off Market" : b;
      },
      z.enum(["For Sale", "Off Market"], { error: 'must be "For Sale" or "Off Market"' }).optional(),
    ),
    postcode: z.preprocess((v) => (typeof v === "number" ? String(v).padStart(4, "0") : blank(v)), z.string().trim().regex(/^\d{4}$/, { error: "must be 4 digits" }).optional()),
    price: wholeNumber(10_000, 100_000_000, "a whole number of dollars; leave it empty for price on request"),
    price_text: optText(100),
    bedrooms: wholeNumber(0, 30, "a number of bedrooms"),
    bathrooms: wholeNumber(0, 30, "a number of bathrooms"),
    car_spaces: wholeNumber(0, 30, "a number of car spaces"),
    land_size: wholeNumber(1, 100_000_000, "square metres, a whole number"),
    frontage: decimal(0.5, 10_000, "metres"),
    is_corner: bool,
    is_battle_axe: bool,
    year_built: wholeNumber(1788, MAX_YEAR, "a year"),
    style: optText(60),
    zoning: optText(60),
    flood_overlay: optText(300),
    bushfire_overlay: optText(300),
    heritage_overlay: optText(300),
    rent_weekly: wholeNumber(0, 100_000, "dollars a week"),
    features: list(feature),
    condition_kitchen: wholeNumber(1, 10, "a condition score from 1 to 10"),
    condition_bathrooms: wholeNumber(1, 10, "a condition score from 1 to 10"),
    condition_flooring: wholeNumber(1, 10, "a condition score from 1 to 10"),
    condition_interior_paint: wholeNumber(1, 10, "a condition score from 1 to 10"),
    condition_exterior: wholeNumber(1, 10, "a condition score from 1 to 10"),
    condition_roof: wholeNumber(1, 10, "a condition score from 1 to 10"),
    condition_landscaping: wholeNumber(1, 10, "a condition score from 1 to 10"),
    separate_entrance: bool,
    kitchens: wholeNumber(0, 10, "a number of kitchens"),
    ensuites: wholeNumber(0, 30, "a number of ensuites"),
    living_areas: wholeNumber(0, 20, "a number of living areas"),
    has_granny_flat: bool,
    levels: wholeNumber(1, 100, "a number of levels"),
    description: optText(5_000),
    listing_url: url,
    satellite_image: url,
    floor_plans: list(z.string().trim().max(2_000)),
    lat: decimal(-45, -9, "a latitude in Australia"),
    lng: decimal(112, 155, "a longitude in Australia"),
    lga: optText(120),
    urban_area: optText(120),
  })
  .superRefine((r, ctx) => {
    const given = Object.keys(CONDITION_COLUMNS).filter((c) => r[c as keyof typeof r] !== undefined);
    if (given.length > 0 && given.length < 7) {
      const missing = Object.keys(CONDITION_COLUMNS).filter((c) => !given.includes(c));
      ctx.addIssue({ code: "custom", path: ["condition"], message: `give all seven condition scores or none (missing ${missing.join(", ")})` });
    }
    if ((r.lat === undefined) !== (r.lng === undefined)) ctx.addIssue({ code: "custom", path: ["lat"], message: "give both lat and lng or neither" });
    if (r.property_type === "Land" && (r.bedrooms ?? 0) > 0) ctx.addIssue({ code: "custom", path: ["bedrooms"], message: "vacant land can't have bedrooms" });
    if (r.ensuites !== undefined && r.bedrooms !== undefined && r.ensuites > r.bedrooms) ctx.addIssue({ code: "custom", path: ["ensuites"], message: "can't exceed bedrooms" });
  });

export type ImportRow = z.output<typeof importRowSchema>;

/**
 * A validated row as the engine's plain listing (before the suburb is resolved, so with no
 * source, suburb id or search price yet), with the catalogue's own columns.
 */
export type ImportedListing = Omit<EngineListing, "source" | "suburbId" | "searchPrice"> & {
  priceText: string | null;
  style: string | null;
  description: string | null;
  lat: number | null;
  lng: number | null;
};

export function toImportedListing(r: ImportRow): ImportedListing {
  const hasCondition = r.condition_kitchen !== undefined;
  const hasLayout = LAYOUT_COLUMNS.some((c) => r[c] !== undefined);
  return {
    listingId: r.listing_id,
    addressStreet: r.address_street,
    suburb: r.suburb,
    state: r.state,
    postcode: r.postcode ?? null,
    propertyType: r.property_type,
    marketStatus: r.market_status ?? "For Sale",
    price: r.price ?? null,
    priceText: r.price_text ?? null,
    bedrooms: r.bedrooms ?? 0,
    bathrooms: r.bathrooms ?? 0,
    carSpaces: r.car_spaces ?? 0,
    landSize: r.land_size ?? null,
    frontage: r.frontage ?? null,
    isCorner: r.is_corner ?? false,
    isBattleAxe: r.is_battle_axe ?? false,
    yearBuilt: r.year_built ?? null,
    style: r.style ?? null,
    condition: hasCondition
      ? {
          kitchen: r.condition_kitchen!,
          bathrooms: r.condition_bathrooms!,
          flooring: r.condition_flooring!,
          interiorPaint: r.condition_interior_paint!,
          exterior: r.condition_exterior!,
          roof: r.condition_roof!,
          landscaping: r.condition_landscaping!,
        }
      : null,
    // Missing layout facts take the ordinary value: one kitchen, one living area, one level.
    layout: hasLayout
      ? {
          separateEntrance: r.separate_entrance ?? false,
          kitchens: r.kitchens ?? 1,
          ensuites: r.ensuites ?? 0,
          livingAreas: r.living_areas ?? 1,
          hasGrannyFlat: r.has_granny_flat ?? false,
          levels: r.levels ?? 1,
        }
      : null,
    features: [...new Set(r.features ?? [])],
    zoning: r.zoning ?? null,
    floodOverlay: r.flood_overlay ?? null,
    bushfireOverlay: r.bushfire_overlay ?? null,
    heritageOverlay: r.heritage_overlay ?? null,
    rentWeekly: r.rent_weekly ?? null,
    description: r.description ?? null,
    listingUrl: r.listing_url ?? null,
    satelliteImage: r.satellite_image ?? null,
    floorPlans: r.floor_plans ?? null,
    lat: r.lat ?? null,
    lng: r.lng ?? null,
    lga: r.lga ?? null,
    urbanArea: r.urban_area ?? null,
  };
}
