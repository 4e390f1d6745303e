import { timestamp, uuid } from "drizzle-orm/pg-core";

/*
 * Columns many tables share, each written once (drizzle's column helpers). Each call makes a
 * fresh builder, so a table declares exactly the column it declared written out: the SQL and the
 * migrations are unchanged. The owner and session references live beside their tables
 * (userIdCascade in ./auth, sessionIdCascade in ./sessions).
 */

/** A random UUID primary key, `id`. */
export const uuidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();

/** When the row was written: `created_at`, now unless given. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: `updated_at`, now unless given (the writer sets it on update). */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
