"use client";

import { useEffect, useState } from "react";
import { ChevronRightIcon } from "@/components/ui/icons";
import { steps } from "@/config/landing";

const ADVANCE_MS = 5_000;

/** The looping three-step carousel of "how it works"; pauses on hover and focus. */
export function StepsCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % steps.length), ADVANCE_MS);
    return () => clearInterval(t);
  }, [paused]);
  const go = (i: number) => setIndex((i + steps.length) % steps.length);
  const step = steps[index];
  return (
    <div
      className="mx-auto max-w-3xl"
      role="region"
      aria-roledescription="carousel"
      aria-label="How it works"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="rounded-2xl border border-crust-200 bg-white p-8 shadow-sm" aria-live="polite" data-testid="carousel-step">
        <p className="text-sm font-semibold text-crust-700">
          Step {index + 1} of {steps.length}
        </p>
        <h3 className="mt-2 text-2xl font-bold">{step.title}</h3>
        <p className="mt-3 text-gray-700">{step.body}</p>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button type="button" onClick={() => go(index - 1)} className="flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 hover:bg-crust-50" aria-label="Previous step">
          <ChevronRightIcon className="h-5 w-5 rotate-180" />
        </button>
        <div className="flex">
          {steps.map((s, i) => (
            <button
              key={s.title}
              type="button"
              onClick={() => go(i)}
              aria-label={`Step ${i + 1}: ${s.title}`}
              aria-current={i === index}
              // A 44 px target around the 12 px dot.
              className="group flex h-11 w-11 items-center justify-center"
            >
              <span aria-hidden="true" className={`h-3 w-3 rounded-full ${i === index ? "bg-crust-700" : "bg-gray-400 group-hover:bg-gray-500"}`} />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => go(index + 1)} className="flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 hover:bg-crust-50" aria-label="Next step">
          <ChevronRightIcon className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
