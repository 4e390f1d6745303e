import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { CredentialsSignin } from "next-auth";
import { authConfig } from "./auth.config";
import { authorizeCredentials } from "./credentials";
import { authSecret } from "./secret";
import { isTokenCurrent } from "./token-check";

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
     * Besides copying the user in at sign-in, every later read checks the token
     * against the database: a deleted account, or one whose password changed
     * since the token was issued (token_version bumped), is signed out.
     */
    async jwt(params) {
      const token = await authConfig.callbacks.jwt(params);
      if (params.user) return token;
      return (await isTokenCurrent(token)) ? token : null;
    },
  },
  logger: {
    // A wrong password is an answer, not a server error: keep it out of the error log.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      console.error("[auth]", error);
    },
  },
}));
