import { z } from "zod";

/**
 * GET /api/viewer: who is looking, for the parts of static pages that differ per
 * person (the nav's account menu, the landing's welcome and buttons). Guests get
 * { user: null } with 200, so a static page asks without logging an error.
 */
export const viewerSchema = z.object({
  user: z.object({ email: z.string(), approved: z.boolean() }).nullable(),
});
export type Viewer = z.infer<typeof viewerSchema>;
