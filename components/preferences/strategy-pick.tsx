"use client";

// "Your strategy": the importance section's quick pick above the factor grid (lib/preferences/strategy.ts).
import { Button } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import type { StoredPreferences } from "@/lib/preferences/schema";
import type { StepId } from "@/lib/preferences/steps";
import { STRATEGIES, STRATEGY_PICKS, isStrategyChosen, pickStrategy, strategySection, type Strategy } from "@/lib/preferences/strategy";
import type { Edit } from "./sections";

/**
 * One button per strategy, pressed when it is chosen. A pick ranks its factor and ticks its goal (nothing is
 * edited when it is chosen already, so a shared search isn't copied for a look), then opens its section and
 * scrolls to it; the grid below stays the way to reorder or remove.
 */
export function StrategyPick({
  prefs,
  edit,
  goTo,
}: {
  prefs: StoredPreferences;
  edit: Edit;
  goTo: (id: StepId) => void;
}) {
  const pick = (s: Strategy) => {
    if (!isStrategyChosen(prefs, s)) edit((p) => pickStrategy(p, s));
    goTo(strategySection(s));
  };
  return (
    <div role="group" aria-labelledby="strategy-pick-title" aria-describedby="strategy-pick-hint" className="mb-4 border-b border-gray-200 pb-4" data-testid="strategy-pick">
      <p id="strategy-pick-title" className="text-sm font-semibold text-ink">
        Your strategy
      </p>
      <p id="strategy-pick-hint" className="text-sm text-gray-600">
        Pick yours to rank it and open its section.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {STRATEGIES.map((s) => {
          const chosen = isStrategyChosen(prefs, s);
          return (
            <Button
              key={s}
              variant={chosen ? "primary" : "outline"}
              size="sm"
              aria-pressed={chosen}
              onClick={() => pick(s)}
              data-testid={`strategy-${s}`}
              // 44 px high on a phone (touch), compact from 640 px.
              className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 py-1.5 font-semibold sm:min-h-9 ${chosen ? "border-crust-700" : "bg-white text-gray-800"}`}
            >
              {chosen && <CheckIcon className="-ml-0.5 h-4 w-4" />}
              {STRATEGY_PICKS[s].label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
