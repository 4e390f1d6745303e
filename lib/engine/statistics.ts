/**
 * Measured suburb statistics as plain data: what the server reads from `suburb_statistics`
 * and hands to the engine, which prefers them to the modelled suburb profile.
 */

/** Domain's two categories: 'house' covers the spec's House, Townhouse and Land; 'unit' Unit and Apartment. */
export type PropertyCategory = "house" | "unit";

export type MeasuredStatistic = {
  suburb: string;
  state: string;
  postcode: string | null;
  propertyCategory: PropertyCategory;
  /** Null: all bedroom counts together. */
  bedrooms: number | null;
  medianSalePrice: number | null;
  saleSampleSize: number | null;
  medianRentWeekly: number | null;
  rentSampleSize: number | null;
  /** ISO dates (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  source: string;
};
