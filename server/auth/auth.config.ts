import "server-only";
import type { NextAuthConfig } from "next-auth";

/** How long a sign-in lasts (also the server-side session row's lifetime). */
export const AUTH_SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** The edge-safe half of the Auth.js config (no database, no providers). */
export const authConfig = {
  pages: { signIn: "/auth" },
  session: { strategy: "jwt", maxAge: AUTH_SESSION_MAX_AGE_SECONDS },
  trustHost: true,
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) {
        token.uid = user.id;
        token.email = user.email;
        token.tv = (user as { tokenVersion?: number }).tokenVersion ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      if (token.uid && session.user) {
        session.user.id = token.uid as string;
        session.user.email = token.email as string;
      }
      return session;
    },
  },
} satisfies NextAuthConfig;
