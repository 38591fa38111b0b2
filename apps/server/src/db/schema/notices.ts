import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A line the app shows a person once (0009): a client opened, accepted or commented a link. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The app's own path the notice leads to (`/smety/?project=7`). */
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notices_user_idx').on(t.companyId, t.userId, t.readAt)],
);
