/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Options = { url: string; connections?: number; duration?: number; requests?: { method?: string; path?: string; headers?: Record<string, string> }[] };
  type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
