"use client";

import { createContext, useContext } from "react";
import type { NumbersBasis } from "@/lib/matches/types";
import { NUMBERS_BASIS_LABEL } from "@/lib/sessions/copy";

/**
 * Whose finance the money figures of the listings on screen were worked on (lib/matches/types.ts
 * NUMBERS_BASES): the matches screen and the compare view provide it from their answer, and
 * "Your numbers" says it.
 */
const NumbersBasisContext = createContext<NumbersBasis>("owner");
export const NumbersBasisProvider = NumbersBasisContext.Provider;
export const useNumbersBasis = () => useContext(NumbersBasisContext);

/** The line that says so, for someone else's search only (the searcher's own figures need no label). */
export function NumbersBasisNote({ basis, className = "" }: { basis: NumbersBasis; className?: string }) {
  if (basis === "owner") return null;
  return (
    <p className={`rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 ${className}`} data-testid="numbers-basis" data-basis={basis}>
      {NUMBERS_BASIS_LABEL[basis]}.
    </p>
  );
}
