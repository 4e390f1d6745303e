/**
 * The interface's icons, drawn inline as SVG so they ship with the app and look the same
 * on every machine (an emoji renders as an empty box where no emoji font is installed).
 * Decorative by default (aria-hidden); give a `title` when the icon carries meaning alone.
 */
type IconProps = { className?: string; title?: string };

function Svg({ className = "h-4 w-4", title, viewBox = "0 0 20 20", children }: IconProps & { viewBox?: string; children: React.ReactNode }) {
  return (
    <svg viewBox={viewBox} className={className} aria-hidden={title ? undefined : true} role={title ? "img" : undefined} aria-label={title} focusable="false">
      {children}
    </svg>
  );
}

/** A one-path outline icon drawn in the text colour. */
function LineIcon({ d, strokeWidth, ...props }: IconProps & { d: string; strokeWidth: string }) {
  return (
    <Svg {...props}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

/** The brand's pie, with a slice out. */
export function PieIcon(props: IconProps) {
  return (
    <Svg viewBox="0 0 64 64" {...props}>
      <ellipse cx="32" cy="44" rx="27" ry="9" fill="#c54808" />
      <path d="M5 38c0-8 12-17 27-17s27 9 27 17v6H5z" fill="#ffc070" />
      <path d="M5 38c0-8 12-17 27-17s27 9 27 17c0 5-12 9-27 9S5 43 5 38z" fill="#ee6106" />
      <path d="M32 21v17l23-7c-4-6-13-10-23-10z" fill="#fff8ed" />
      <path d="M14 33h6M26 29h5M38 35h6" stroke="#ffdba8" strokeWidth="2.5" strokeLinecap="round" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return <LineIcon d="M4.5 10.5l3.5 3.5 7.5-8" strokeWidth="2.2" {...props} />;
}

export function ArrowDownIcon(props: IconProps) {
  return <LineIcon d="M10 4v11M5.5 10.5L10 15l4.5-4.5" strokeWidth="2" {...props} />;
}

export function ExternalLinkIcon(props: IconProps) {
  return <LineIcon d="M11 4h5v5M16 4l-7 7M14 12v3.5a.5.5 0 0 1-.5.5h-9a.5.5 0 0 1-.5-.5v-9a.5.5 0 0 1 .5-.5H8" strokeWidth="1.8" {...props} />;
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="7" y="7" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M13 4.5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return <LineIcon d="M8 5l5 5-5 5" strokeWidth="2" {...props} />;
}

/** The shortlist's star: outlined, or filled when `filled`. */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Svg {...props}>
      <path
        d="M10 2.8l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 8.1l5-.7z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
