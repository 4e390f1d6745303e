/**
 * GET /api/viewer: who is looking, for the parts of static pages that differ per
 * person (the nav's account menu, the landing's welcome and buttons). Guests get
 * { user: null } with 200, so a static page asks without logging an error.
 *
 * Its parser is written by hand, in the shape of a zod schema's safeParse, because the
 * root layout carries it on every page: zod would add 37 kB and a long task to each.
 */
export type Viewer = { user: { email: string; approved: boolean } | null };

export const viewerSchema = {
  safeParse(data: unknown): { success: true; data: Viewer } | { success: false } {
    if (typeof data !== "object" || data === null || !("user" in data)) return { success: false };
    const user = (data as { user: unknown }).user;
    if (user === null) return { success: true, data: { user: null } };
    if (typeof user !== "object") return { success: false };
    const { email, approved } = user as { email?: unknown; approved?: unknown };
    if (typeof email !== "string" || typeof approved !== "boolean") return { success: false };
    return { success: true, data: { user: { email, approved } } };
  },
};
