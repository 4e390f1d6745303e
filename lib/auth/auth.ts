import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./auth.config";
import { authorizeCredentials } from "./credentials";
import { authSecret } from "./secret";

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
}));
