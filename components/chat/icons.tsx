/** The chat's own icons, drawn as SVG like components/ui/icons.tsx (decorative: the button beside them is named). */
const svg = { viewBox: "0 0 20 20", "aria-hidden": true, focusable: "false" } as const;

export function StopIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...svg} className={className}>
      <rect x="5" y="5" width="10" height="10" rx="1.5" fill="currentColor" />
    </svg>
  );
}

export function PencilIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...svg} className={className}>
      <path d="M13.5 3.5l3 3L7 16H4v-3l9.5-9.5zM11.5 5.5l3 3" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}

export function SpinnerIcon({ className = "h-3.5 w-3.5" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-crust-200 border-t-crust-700 ${className}`} />;
}

/** A button that shows only an icon: named by its label (aria-label and tooltip). */
export function IconButton({ label, onClick, className, testId, children }: { label: string; onClick: () => void; className: string; testId?: string; children: React.ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={`flex shrink-0 items-center justify-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-crust-600 ${className}`} aria-label={label} title={label} data-testid={testId}>
      {children}
    </button>
  );
}
