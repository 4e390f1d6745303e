import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import type { FinanceProfileInput } from "@/lib/finance/profile";
import { DEFAULT_PLAN, PLAN_IDS } from "@/lib/plans";

/** People who can sign in. E-mails are stored lower-cased and trimmed. */
export const users = pgTable(
  "users",
  {
    id: uuidPrimaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** Set for accounts created from the search flow's "Share email". */
    firstTimeUser: boolean("first_time_user").notNull().default(false),
    createdFromSearch: boolean("created_from_search").notNull().default(false),
    /** Bumped on password change so older JWTs stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** The plan whose limits apply (lib/plans.ts); set by an operator (`npm run plan:set`). Everyone is on the top plan during the beta. */
    plan: text("plan", { enum: PLAN_IDS }).notNull().default(DEFAULT_PLAN),
    /** The finance a new search's preferences start from (lib/finance's stored form; docs/FINANCE.md §14). Null: none saved. */
    financeDefaults: jsonb("finance_defaults").$type<FinanceProfileInput>(),
    /** Whether a search e-mails "Your matches are ready" (once per search session, server/search/results-email.ts); the account page turns it off. */
    resultsEmails: boolean("results_emails").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

/** The account a row belongs to: `user_id`, required; deleting the account deletes the row. */
export const userIdCascade = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Single-use tokens for e-mail confirmation and password reset, stored as SHA-256 hashes. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuidPrimaryKey(),
    userId: userIdCascade(),
    kind: text("kind", { enum: ["confirm_email", "reset_password"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_key").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * One row per signed-in browser (the JWT carries its id as `sid`). Signing out
 * revokes it, so a copied cookie stops working at once; "sign out everywhere"
 * and a password change revoke them all (and bump users.token_version).
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuidPrimaryKey(),
    userId: userIdCascade(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits; in the database so every app instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
