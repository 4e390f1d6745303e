"use client";

import { useEffect, useState } from "react";
import { LOADING_MESSAGE_FADE_MS } from "@/lib/constants";

/**
 * Cycles an index through `length` items every `intervalMs`: `visible` drops for the
 * fade (LOADING_MESSAGE_FADE_MS) before the index moves on, for a `fade-swap` element.
 */
export function useFadingRotation(length: number, intervalMs: number): { index: number; visible: boolean } {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % length);
        setVisible(true);
      }, LOADING_MESSAGE_FADE_MS);
    }, intervalMs);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [length, intervalMs]);
  return { index, visible };
}
