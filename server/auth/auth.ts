import "server-only";
import { errorFields, log } from "@/server/log";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { CredentialsSignin } from "next-auth";
import { authConfig } from "./auth.config";
import { authorizeCredentials } from "./credentials";
import { authSecret } from "./secret";
import { endAuthSession, isTokenCurrent, startAuthSession } from "./token-check";

/** Auth.js v5: e-mail + password credentials, JWT sessions. */
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  ...authConfig,
  secret: authSecret(),
  providers: [
    Credentials({
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, request) => authorizeCredentials(credentials, request),
    }),
  ],
  callbacks: {
    ...authConfig.callbacks,
    /**
     * At sign-in the user is copied in and the browser gets a server-side
     * session row (`sid`). Every later read checks the token against the
     * database: a deleted account, a password changed since (token_version
     * bumped) or a signed-out session is signed out.
     */
    async jwt(params) {
      const token = await authConfig.callbacks.jwt(params);
      if (params.user?.id) {
        token.sid = await startAuthSession(params.user.id);
        return token;
      }
      return (await isTokenCurrent(token)) ? token : null;
    },
  },
  events: {
    // Signing out ends the session on the server, not just in this browser.
    async signOut(message) {
      await endAuthSession("token" in message ? message.token : null);
    },
  },
  logger: {
    // A wrong password is an answer, not a server error: keep it out of the error log.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      // A cookie that doesn't decrypt is a visitor's junk (or an old secret's): they are simply signed out.
      if ((error as { type?: string }).type === "JWTSessionError") return;
      log("auth").error(errorFields(error, { stack: true }), "auth error");
    },
  },
}));
