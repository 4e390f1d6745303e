import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps } from "react";

/**
 * The one button look: a variant (what the button is) and a size (where it sits), for a
 * <button> (Button), an in-app link (ButtonLink) or any other element that takes a class
 * (buttonClass: an external <a>, SignInLink). No "use client": server pages use it too.
 */
const VARIANTS = {
  /** The action a screen is for. */
  primary: "bg-crust-700 font-semibold text-white hover:bg-crust-800",
  /** An action beside a primary one. */
  secondary: "border border-gray-300 bg-white font-semibold text-ink hover:bg-gray-50",
  /** An action that deletes. */
  danger: "bg-red-600 font-semibold text-white hover:bg-red-700",
  /** A quiet action drawn as a line on the surface it sits on, in the surrounding text colour: a dialog's Cancel, a panel's Reset. */
  outline: "border border-gray-300 font-medium hover:bg-gray-50",
  /** The quiet form of an action that deletes or stops: red words in the outline. */
  "outline-danger": "border border-gray-300 font-medium text-red-700 hover:bg-red-50",
} as const;

const SIZES = {
  /** Dialog and form actions. */
  sm: "rounded-md px-4 py-2 text-sm",
  /** The nav and inline actions. */
  md: "rounded-md px-4 py-2",
  /** A screen's single action (an empty state, a dialog's only button, a form's submit). */
  lg: "rounded-md px-5 py-2.5",
  /** Full-width dialog actions and the plan cards. */
  xl: "rounded-lg px-5 py-3",
  /** Landing and partners calls to action. */
  "2xl": "rounded-lg px-6 py-3 text-lg",
} as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES; className?: string };

/**
 * Utilities a caller's className may replace rather than add to: two classes of one group
 * (px-4 and px-5, or an outline's border-gray-300 and border-red-300: a border's colour, not its
 * width) would leave the winner to the order of Tailwind's stylesheet. Responsive
 * and state variants (sm:px-5, disabled:opacity-50) are left alone: they never clash with
 * the base classes.
 */
const GROUPS = [
  /^rounded(-(none|sm|md|lg|xl|2xl|3xl|full))?$/,
  /^px-/,
  /^py-/,
  /^text-(xs|sm|base|lg|xl|[2-9]xl)$/,
  /^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/,
  /^border-(gray|red|crust|green|white|transparent)(-\d+)?$/,
];
const groupOf = (cls: string) => GROUPS.findIndex((g) => g.test(cls));

export function buttonClass({ variant = "primary", size = "md", className = "" }: ButtonStyle = {}): string {
  const extra = className.split(/\s+/).filter(Boolean);
  const replaced = new Set(extra.map(groupOf).filter((g) => g >= 0));
  const base = `${VARIANTS[variant]} ${SIZES[size]}`.split(" ").filter((cls) => !replaced.has(groupOf(cls)));
  return [...base, ...extra].join(" ");
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
