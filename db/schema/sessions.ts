import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { userIdCascade, users } from "./auth";

/** A search session: guest (user_id null) or owned. session_data holds the stored preference form. */
export const userSessions = pgTable(
  "user_sessions",
  {
    sessionId: uuid("session_id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionData: jsonb("session_data").$type<Record<string, unknown>>().notNull().default({}),
    isPublic: boolean("is_public").notNull().default(false),
    lastActive: timestamp("last_active", { withTimezone: true }).notNull().defaultNow(),
    chatCount: integer("chat_count").notNull().default(0),
    /**
     * The SHA-256 (hex) of the guest key of the browser that started the session as a guest
     * (lib/sessions/access.ts): it alone may write the guest session and see its personal data.
     * Null for a session a signed-in user started, or one stored before guest keys.
     */
    guestOwner: text("guest_owner"),
    createdAt: createdAt(),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

/** The session a row belongs to: `session_id`, required; deleting the session deletes the row. */
export const sessionIdCascade = () =>
  uuid("session_id")
    .notNull()
    .references(() => userSessions.sessionId, { onDelete: "cascade" });

/** Named snapshots of preferences that a signed-in user saves and restores. */
export const savedPreferences = pgTable(
  "saved_preferences",
  {
    id: uuidPrimaryKey(),
    userId: userIdCascade(),
    name: text("name").notNull(),
    preferences: jsonb("preferences").$type<Record<string, unknown>>().notNull(),
    resultsCount: integer("results_count").notNull().default(0),
    sessionId: uuid("session_id"),
    createdAt: createdAt(),
  },
  (t) => [index("saved_preferences_user_created_idx").on(t.userId, t.createdAt)],
);

/** The chat history of a session. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuidPrimaryKey(),
    sessionId: sessionIdCascade(),
    type: text("type", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    reply: jsonb("reply").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_session_created_idx").on(t.sessionId, t.createdAt)],
);

/**
 * The Property Assistant's memory of a session (what earlier turns understood, the
 * question it is waiting on). `version` guards against two turns writing at once.
 */
export const chatStates = pgTable("chat_states", {
  sessionId: uuid("session_id")
    .primaryKey()
    .references(() => userSessions.sessionId, { onDelete: "cascade" }),
  state: jsonb("state").$type<Record<string, unknown>>().notNull(),
  version: integer("version").notNull().default(0),
  updatedAt: updatedAt(),
});

export type UserSession = typeof userSessions.$inferSelect;
export type SavedPreference = typeof savedPreferences.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type ChatState = typeof chatStates.$inferSelect;
