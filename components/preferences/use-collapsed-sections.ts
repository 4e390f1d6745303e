"use client";

// Which of the filters panel's collapsible sections are collapsed: toggled by their headings, opened by a step chip
// or the strategy quick pick, all opened again by New.
import { useCallback, useState } from "react";
import type { StepId } from "@/lib/preferences/steps";

export type PanelSectionId = StepId | "finance" | "criteria";

/**
 * Scrolls a section to just below the sticky progress card. Section's scroll margin reads the card's height from
 * --filter-progress-h (filters-panel.tsx keeps it with a ResizeObserver); it is set here too, measured now, because the
 * edit that revealed the section may have added a chip and grown the card, and the observer reports only after this frame's callbacks.
 */
function scrollToSection(id: StepId) {
  const card = document.querySelector<HTMLElement>("[data-testid=filter-progress]");
  card?.parentElement?.style.setProperty("--filter-progress-h", `${card.offsetHeight}px`);
  document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
}

export function useCollapsedSections() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<PanelSectionId>>(new Set());

  const toggle = (id: PanelSectionId) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** A step chip or a strategy pick: its section opened, then scrolled to once rendered. Stable, for the memoised section bodies. */
  const goTo = useCallback((id: StepId) => {
    setCollapsed((c) => {
      if (!c.has(id)) return c;
      const next = new Set(c);
      next.delete(id);
      return next;
    });
    requestAnimationFrame(() => scrollToSection(id));
  }, []);

  const expandAll = () => setCollapsed(new Set());

  return { collapsed, toggle, goTo, expandAll };
}
