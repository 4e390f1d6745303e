"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import { heroSlides } from "@/config/landing";
import { LANDING_CARD_ROTATION_MS } from "@/lib/constants";

/** The rotating word and card image of the hero, changing together every 7 s. */
export function HeroRotator({ part }: { part: "word" | "card" }) {
  const index = useRotation(heroSlides.length, LANDING_CARD_ROTATION_MS);
  const slide = heroSlides[index];
  if (part === "word") {
    return (
      <span key={slide.word} data-testid="rotating-word" className="block text-crust-600 motion-safe:animate-[fadein_300ms_ease-in]">
        {slide.word}
      </span>
    );
  }
  return (
    <div className="relative aspect-[3/2] w-full overflow-hidden rounded-2xl border border-crust-200 bg-crust-50 shadow-xl">
      {heroSlides.map((s, i) => (
        <Image
          key={s.image}
          src={s.image}
          alt={i === index ? s.alt : ""}
          aria-hidden={i !== index}
          data-testid={i === index ? "hero-card" : undefined}
          fill
          priority={i === 0}
          unoptimized
          className={`fade-swap object-cover ${i === index ? "opacity-100" : "opacity-0"}`}
        />
      ))}
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
