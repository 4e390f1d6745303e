import { describe, expect, it } from "vitest";
import { summariseTrace } from "./trace-summary";

const PAGE = 20;
const BLANK = 30;
const MAIN = 1;
/** Microseconds since the page's navigation started, on the trace's clock. */
const at = (ms: number) => 1_000_000 + ms * 1_000;
const task = (pid: number, ms: number, dur: number) => ({ name: "RunTask", cat: "toplevel", ph: "X", ts: at(ms), dur: dur * 1_000, pid, tid: MAIN });

const trace = {
  traceEvents: [
    { name: "thread_name", cat: "__metadata", ph: "M", ts: 0, pid: BLANK, tid: MAIN, args: { name: "CrRendererMain" } },
    { name: "thread_name", cat: "__metadata", ph: "M", ts: 0, pid: PAGE, tid: MAIN, args: { name: "CrRendererMain" } },
    // The empty document's navigation (no loader address) comes first and is not the page's.
    { name: "navigationStart", cat: "blink.user_timing", ph: "R", ts: at(-50), pid: BLANK, tid: MAIN, args: { data: { documentLoaderURL: "" } } },
    { name: "navigationStart", cat: "blink.user_timing", ph: "R", ts: at(0), pid: PAGE, tid: MAIN, args: { data: { documentLoaderURL: "http://127.0.0.1:3251/matches" } } },
    task(BLANK, 10, 500),
    task(PAGE, 100, 80),
    { name: "EvaluateScript", cat: "devtools.timeline", ph: "X", ts: at(101), dur: 70_000, pid: PAGE, tid: MAIN, args: { data: { url: "http://127.0.0.1:3251/_next/static/chunks/framework.js" } } },
    task(PAGE, 300, 10),
    task(PAGE, 400, 40),
    { name: "Layout", cat: "devtools.timeline", ph: "X", ts: at(405), dur: 30_000, pid: PAGE, tid: MAIN },
    // After the screen was usable: not counted.
    task(PAGE, 900, 200),
  ],
};

describe("summariseTrace", () => {
  it("counts the page's main-thread tasks before usable, each with what filled it", () => {
    const { busyMs, tasks } = summariseTrace(JSON.stringify(trace), 800);
    expect(busyMs).toBe(130);
    expect(tasks).toEqual([
      { start: 100, ms: 80, inside: ["EvaluateScript framework.js 70"] },
      { start: 400, ms: 40, inside: ["Layout 30"] },
    ]);
  });

  it("reads nothing from a trace without the page's navigation", () => {
    expect(summariseTrace(JSON.stringify({ traceEvents: [task(PAGE, 1, 100)] }), 800)).toEqual({ busyMs: 0, tasks: [] });
  });
});
