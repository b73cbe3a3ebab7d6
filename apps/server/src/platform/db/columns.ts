import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column read as a `Date`: every table's times are stored this way. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => ts('created_at').notNull().defaultNow();
