"use client";

import { useEffect, useState } from "react";
import { heroSlides } from "@/config/landing";
import { LANDING_CARD_ROTATION_MS } from "@/lib/constants";
import type { HeroCard } from "@/lib/landing/hero-cards";
import { HeroCardView } from "./hero-card";

/** The rotating word and its card, changing together every 7 s. The cards are computed on the server. */
export function HeroRotator(props: { part: "word" } | { part: "card"; cards: readonly HeroCard[] }) {
  const index = useRotation(heroSlides.length, LANDING_CARD_ROTATION_MS);
  const slide = heroSlides[index];
  if (props.part === "word") {
    return (
      <span key={slide.word} data-testid="rotating-word" className="block text-crust-700 motion-safe:animate-[fadein_300ms_ease-in]">
        {slide.word}
      </span>
    );
  }
  const card = props.cards.find((c) => c.kind === slide.kind);
  return (
    <div className="w-full overflow-hidden rounded-2xl border border-crust-200 bg-crust-50 shadow-xl sm:min-h-[300px]">
      {card && (
        <div key={card.kind} className="h-full motion-safe:animate-[fadein_300ms_ease-in]">
          <HeroCardView card={card} />
        </div>
      )}
    </div>
  );
}

const listeners = new Set<(i: number) => void>();
let shared = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/** One shared timer so the word and the card stay in step. */
function useRotation(length: number, ms: number) {
  const [index, setIndex] = useState(shared);
  useEffect(() => {
    listeners.add(setIndex);
    if (!timer) {
      timer = setInterval(() => {
        shared = (shared + 1) % length;
        listeners.forEach((l) => l(shared));
      }, ms);
    }
    return () => {
      listeners.delete(setIndex);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }, [length, ms]);
  return index;
}
