import { LANGUAGES } from '@pasar/shared'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { identity, reference, timestampNow } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: identity(),
    email: text().notNull(),
    username: text().notNull(),
    name: text().notNull(),
    picture: text(),
    passwordHash: text(),
    googleSub: text().unique(),
    /** Suspended by an operator (docs/decisions/0990): no sign-in, no session, no request. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    /** The language of the user's mail; null until chosen, then English (docs/decisions/0999). */
    language: text({ enum: LANGUAGES }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_language_known', sql`${t.language} IN ('en','id')`),
  ],
)

/** One row per refresh token; a login starts a family, every refresh rotates within it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: identity(),
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
)

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: identity(),
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
  },
  (t) => [index().on(t.userId)],
)
