import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

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

// Which process runs which pg-boss job, renewed every few seconds while it runs: a job whose lease lapsed lost its
// worker (killed, crashed) and is handed back to the queue at once, not after pg-boss's expiry (decision 017).
export const jobLeases = pgTable('job_leases', {
  jobId: uuid().primaryKey(),
  jobName: text().notNull(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
})

// What the app records about itself, e.g. how far the first-start demo seed got ("started", "done").
export const appState = pgTable('app_state', {
  name: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
