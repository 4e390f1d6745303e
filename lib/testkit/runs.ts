/**
 * How many cases a property test runs: its full count under `npm run test:deep` (PROPERTY_RUNS=full), and at most
 * QUICK_PROPERTY_RUNS in `npm test`: the same generators and properties, fewer cases, as the route fuzz runs 200
 * cases per handler there and 1,000 deep (FUZZ_RUNS, tests/integration/support/fuzz-shared.ts).
 */
export const QUICK_PROPERTY_RUNS = 200;

export function runs(full: number): number {
  return process.env.PROPERTY_RUNS === "full" ? full : Math.min(full, QUICK_PROPERTY_RUNS);
}
