"use client";

import { createContext, useContext, type ReactNode } from "react";
import { SPEC_POLLS, type Polls } from "@/lib/polls";

/** The poll cadences the page's server component read (server/polls.ts); the spec's when no provider is above. */
const PollsContext = createContext<Polls>(SPEC_POLLS);

export function PollsProvider({ value, children }: { value: Polls; children: ReactNode }) {
  return <PollsContext.Provider value={value}>{children}</PollsContext.Provider>;
}

export const usePolls = () => useContext(PollsContext);
