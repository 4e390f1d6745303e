"use client";

// Which of the filters panel's collapsible sections are collapsed: toggled by their headings, opened by a step chip, all opened again by New.
import { useState } from "react";
import type { StepId } from "@/lib/preferences/steps";

export type PanelSectionId = StepId | "finance" | "criteria";

export function useCollapsedSections() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<PanelSectionId>>(new Set());

  const toggle = (id: PanelSectionId) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** A step chip: its section opened, then scrolled to. */
  const goTo = (id: StepId) => {
    setCollapsed((c) => {
      const next = new Set(c);
      next.delete(id);
      return next;
    });
    requestAnimationFrame(() => document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };

  const expandAll = () => setCollapsed(new Set());

  return { collapsed, toggle, goTo, expandAll };
}
