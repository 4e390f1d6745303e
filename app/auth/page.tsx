import type { Metadata } from "next";
import { z } from "zod";
import { AuthForm, type AuthMode } from "@/components/auth/auth-form";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

const paramsSchema = z.object({
  type: z.string().optional(),
  mode: z.enum(["signin", "signup", "forgot"]).optional(),
  token: z.string().max(200).optional(),
  confirmed: z.enum(["0", "1"]).optional(),
});

/** /auth: sign in, sign up, forgot password, and recovery (`?type=recovery&token=…` from the reset e-mail). */
export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const parsed = paramsSchema.safeParse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
  const params = parsed.success ? parsed.data : {};
  const mode: AuthMode = params.type === "recovery" ? "recovery" : (params.mode ?? "signin");
  return <AuthForm key={mode} initialMode={mode} token={params.token ?? null} confirmed={params.confirmed ?? null} />;
}
