import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Who changed what, when: every admin action is written here; super_admins read it.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: text(),
    actorEmail: text(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst())],
)

// Secrets the app makes for itself (e.g. the auth secret when AUTH_SECRET is unset), shared by all instances.
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// Fixed-window request counters shared by every instance (ARCHITECTURE.md: rate limits that must hold across
// instances live in PostgreSQL). One row per key and window; windows older than a day are deleted.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    count: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_window_start_idx').on(t.windowStart),
  ],
)

// The sign-in lock (decision 015), one row per account or client address: failures of the current streak (a
// streak ends 15 minutes after its last failure) and attempts reserved before their password is checked.
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    lastFailureAt: timestamp({ withTimezone: true, mode: 'date' }),
    pending: integer().notNull().default(0),
    reservedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sign_in_attempts_reserved_at_idx').on(t.reservedAt)],
)
