/**
 * GET /api/viewer: who is looking, for the parts of static pages that differ per
 * person (the nav's account menu, the landing's welcome and buttons). Guests get
 * { user: null } with 200, so a static page asks without logging an error.
 *
 * Its parser is written by hand, in the shape of a zod schema's safeParse, because the
 * root layout carries it on every page: zod would add 37 kB and a long task to each.
 */
export type Viewer = {
  user: {
    email: string;
    approved: boolean;
    /** The first name they gave on the beta request, if any (the landing greets them by it). */
    name: string | null;
    /** Whether any of their sessions has results yet (the landing says "your matches are waiting" only then). */
    hasMatches: boolean;
  } | null;
};

export const viewerSchema = {
  safeParse(data: unknown): { success: true; data: Viewer } | { success: false } {
    if (typeof data !== "object" || data === null || !("user" in data)) return { success: false };
    const user = (data as { user: unknown }).user;
    if (user === null) return { success: true, data: { user: null } };
    if (typeof user !== "object") return { success: false };
    const { email, approved, name, hasMatches } = user as { email?: unknown; approved?: unknown; name?: unknown; hasMatches?: unknown };
    if (typeof email !== "string" || typeof approved !== "boolean") return { success: false };
    if (name !== null && typeof name !== "string") return { success: false };
    if (typeof hasMatches !== "boolean") return { success: false };
    return { success: true, data: { user: { email, approved, name, hasMatches } } };
  },
};

/** The first word of the name given on the beta request ("Ada Lovelace" → "Ada"); null when none was given. */
export function firstName(fullName: string | null | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0] ?? "";
  return first === "" ? null : first;
}

/**
 * The signed-in landing's greeting: by the name they gave (their e-mail only without one), and "your matches are
 * waiting" only once a search of theirs has results; before that, where to start.
 */
export function welcomeLine(user: NonNullable<Viewer["user"]>): string {
  const who = user.name ?? user.email;
  return user.hasMatches ? `Welcome back, ${who}! Your matches are waiting.` : `Welcome, ${who}! Set your preferences or ask the assistant to find your first matches.`;
}
