/** A measured suburb statistic (lib/engine/statistics.ts) for the engine's unit tests and the statistics store's integration tests. */
import type { MeasuredStatistic } from "@/lib/engine/statistics";

/** Three-bedroom houses in Lavington NSW over 2025-26, from Domain, on samples large enough to be solid; anything overridden. */
export const measuredStatisticFixture = (over: Partial<MeasuredStatistic> = {}): MeasuredStatistic => ({
  suburb: "Lavington",
  state: "NSW",
  postcode: "2641",
  propertyCategory: "house",
  bedrooms: 3,
  medianSalePrice: 820_000,
  saleSampleSize: 31,
  medianRentWeekly: 620,
  rentSampleSize: 42,
  periodStart: "2025-07-01",
  periodEnd: "2026-06-30",
  source: "domain",
  ...over,
});
