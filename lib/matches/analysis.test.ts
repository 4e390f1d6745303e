import { describe, expect, it } from "vitest";
import { countAnalyzing, finishAnalysis, shouldPoll, syncAnalysis } from "./analysis";

const row = (listing_id: string, analysis_complete: boolean, property_score: number | null) => ({ listing_id, analysis_complete, property_score });

describe("property analysis state", () => {
  it("marks incomplete listings without initial data as analyzing", () => {
    const s = syncAnalysis({}, [row("A", false, null), row("B", false, 40), row("C", true, 70)], { guestView: false, forceAnalyzing: false });
    expect(s.A).toEqual({ isAnalyzing: true, isComplete: false, hasInitialData: false });
    expect(s.B).toEqual({ isAnalyzing: false, isComplete: false, hasInitialData: true });
    expect(s.C).toEqual({ isAnalyzing: false, isComplete: true, hasInitialData: true });
    expect(shouldPoll(s, { awaitingFirstResults: false })).toBe(true);
    expect(countAnalyzing(s)).toBe(1);
  });

  it("never marks analyzing in a guest/shared view", () => {
    const s = syncAnalysis({}, [row("A", false, null)], { guestView: true, forceAnalyzing: true });
    expect(s.A.isAnalyzing).toBe(false);
    expect(shouldPoll(s, { awaitingFirstResults: false })).toBe(false);
  });

  it("marks every incomplete listing analyzing on a forced refresh, and keeps it so until complete", () => {
    const forced = syncAnalysis({}, [row("B", false, 40)], { guestView: false, forceAnalyzing: true });
    expect(forced.B.isAnalyzing).toBe(true);
    const later = syncAnalysis(forced, [row("B", false, 40)], { guestView: false, forceAnalyzing: false });
    expect(later.B.isAnalyzing).toBe(true);
    const done = syncAnalysis(later, [row("B", true, 45)], { guestView: false, forceAnalyzing: false });
    expect(done.B).toEqual({ isAnalyzing: false, isComplete: true, hasInitialData: true });
  });

  it("polls while first results are awaited even with nothing analyzing", () => {
    expect(shouldPoll({}, { awaitingFirstResults: true })).toBe(true);
    expect(shouldPoll({}, { awaitingFirstResults: false })).toBe(false);
  });

  it("marks still-analyzing listings complete when polling stops, and they stay complete", () => {
    const s = syncAnalysis({}, [row("A", false, null)], { guestView: false, forceAnalyzing: false });
    const done = finishAnalysis(s);
    expect(done.A).toEqual({ isAnalyzing: false, isComplete: true, hasInitialData: false });
    const again = syncAnalysis(done, [row("A", false, null)], { guestView: false, forceAnalyzing: false });
    expect(again.A.isComplete).toBe(true);
    expect(shouldPoll(again, { awaitingFirstResults: false })).toBe(false);
  });
});
