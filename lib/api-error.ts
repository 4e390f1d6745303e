import { z } from "zod";

/** The error answer of every route handler: `{ error: { code, message, fields?, reason?, ownerEmail? } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    reason: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    ownerEmail: z.string().nullish(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
