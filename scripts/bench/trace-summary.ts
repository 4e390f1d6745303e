/**
 * Where a page load's main-thread time went, from a Chromium trace (`browser.startTracing` with the
 * devtools.timeline categories): the renderer's long tasks between the navigation's start and a given
 * moment, each with its start (ms since the navigation started), its length and what filled it (the
 * longest events inside it: a script evaluated, a function called from a chunk, a layout, a parse).
 * Used by `npm run bench:pages` with BENCH_TRACE=1 (docs/PERFORMANCE.md, "Page loads").
 */

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string; isMainFrame?: boolean; documentLoaderURL?: string } };
};

/** The last part of a script's address ("…/chunks/0abc.js"), or the event's name. */
function label(e: TraceEvent): string {
  const url = e.args?.data?.url;
  const where = url ? url.replace(/^.*\/(?=[^/]+$)/, "") : "";
  const fn = e.args?.data?.functionName;
  return [e.name, fn ? `${fn}()` : "", where].filter(Boolean).join(" ");
}

export type TraceTask = { start: number; ms: number; inside: string[] };

/**
 * The main thread's tasks of at least `minMs` that started before `untilMs` (both in ms since the navigation
 * started), and the total time of all its tasks in that span, from a trace's JSON.
 */
export function summariseTrace(json: string, untilMs: number, minMs = 16): { busyMs: number; tasks: TraceTask[] } {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's own navigation (an empty document's, or a frame's, has no loader address).
  const nav = events.filter((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http")).at(-1);
  const main = nav && events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === nav.pid);
  if (!nav || !main) return { busyMs: 0, tasks: [] };
  const zero = nav.ts;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const rel = (ts: number) => (ts - zero) / 1000;
  const top = onMain.filter((e) => e.name === "RunTask" && rel(e.ts) >= 0 && rel(e.ts) < untilMs);
  const busyMs = top.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const tasks = top
    .filter((e) => (e.dur ?? 0) / 1000 >= minMs)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 2_000 && e.name !== "RunTask")
        .filter((e) => /^(EvaluateScript|v8\.compileModule|v8\.evaluateModule|FunctionCall|Layout|UpdateLayoutTree|ParseHTML|Paint|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.compile|MajorGC|MinorGC|V8\.GC.*)$/.test(e.name))
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 3)
        .map((e) => `${label(e)} ${Math.round((e.dur ?? 0) / 1000)}`);
      return { start: Math.round(rel(task.ts)), ms: Math.round((task.dur ?? 0) / 1000), inside };
    });
  return { busyMs: Math.round(busyMs), tasks };
}
