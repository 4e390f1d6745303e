"use client";

// The filters panel's sticky Filter Progress card: the count, New and View Sessions, the progress bar and the step chips.
import { Button, ButtonLink } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import type { StepId, stepProgress } from "@/lib/preferences/steps";

export function FilterProgress({
  progress,
  loading,
  onNew,
  onGoTo,
}: {
  progress: ReturnType<typeof stepProgress>;
  loading: boolean;
  onNew: () => void;
  onGoTo: (id: StepId) => void;
}) {
  return (
    <div className="sticky top-16 z-20 -mx-4 border-b border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm" data-testid="filter-progress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold text-ink">Filter Progress</p>
          <p className="text-sm text-gray-600" data-testid="progress-count">
            {loading ? "Loading..." : `${progress.completed} of ${progress.total} completed`}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onNew} className="min-h-10 px-3 font-semibold text-gray-800">
            New
          </Button>
          <ButtonLink href="/sessions" variant="outline" size="sm" className="min-h-10 px-3 font-semibold text-gray-800">
            View Sessions
          </ButtonLink>
        </div>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
        role="progressbar"
        aria-label="Filter progress"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={loading ? 0 : progress.completed}
      >
        <div className="h-full rounded-full bg-crust-600 transition-all" style={{ width: `${loading ? 0 : (progress.completed / progress.total) * 100}%` }} />
      </div>
      {/* Phones scroll the chips sideways, with the right edge fading out to show there is more;
          from 640 px they wrap, so none runs past the card. While loading they keep their place
          (no layout shift when they appear) but are hidden and inert. */}
      <nav
        aria-label="Filter steps"
        inert={loading}
        className={`relative -mx-1 mt-2 flex gap-1.5 overflow-x-auto px-1 pb-1 [mask-image:linear-gradient(to_right,black_85%,transparent)] sm:flex-wrap sm:overflow-visible sm:[mask-image:none] ${loading ? "invisible" : ""}`}
        data-testid={loading ? undefined : "step-chips"}
      >
        {progress.steps.map((s) => (
          <button
            key={s.id}
            type="button"
            onClick={() => onGoTo(s.id)}
            data-testid={`step-chip-${s.id}`}
            className={`shrink-0 rounded-full border px-2.5 py-1 text-xs font-medium ${s.complete ? "border-green-300 bg-green-50 text-green-800" : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50"}`}
          >
            {s.complete && <CheckIcon className="-ml-0.5 mr-0.5 inline h-3.5 w-3.5 align-[-2px]" />}
            {s.chip}
            <span className="sr-only">{s.complete ? " (complete)" : " (incomplete)"}</span>
          </button>
        ))}
      </nav>
    </div>
  );
}
