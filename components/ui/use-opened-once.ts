"use client";

import { useState } from "react";

/**
 * True from the first time `open` is true: a dialog loaded on first use (next/dynamic)
 * is rendered from then on, so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
