import cronParser from 'cron-parser'
import { z } from 'zod'
import type { SiteConfig } from '#shared/site'
import { slugify } from '#shared/domain/slug'
import { defaultPoolMax } from './db/pool-size'

// The only reader of process.env (STYLE.md habit 9). Everything else receives an Env.

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'))

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    SITE_URL: z
      .url({ protocol: /^https?$/, message: 'expected an http(s) URL such as https://bo5.gg' })
      .optional()
      .transform((v) => v?.replace(/\/+$/, '')),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'expected a postgres:// URL'),
    SEED_DEMO: bool(true),
    BRAND_NAME: z.string().trim().min(1).default('BO5'),
    PERSONA_NAME: z.string().trim().min(1).default('Nova Reyes'),
    // Unset: no address is shown as if it were real; the pages say none is published (§2.16).
    CONTACT_EMAIL: optionalText.pipe(z.email({ message: 'expected an email address' }).optional()),
    SOCIAL_HANDLE: z
      .string()
      .trim()
      .regex(/^@?\w{1,15}$/, 'expected an X handle such as bo5esports')
      .default('bo5esports')
      .transform((v) => v.replace(/^@/, '')),
    ADMIN_EMAIL: z.email({ message: 'expected an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(6, 'expected at least 6 characters').optional(),
    AUTH_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: z.url({ message: 'expected a URL' }).default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    PERPLEXITY_API_KEY: optionalText,
    PERPLEXITY_BASE_URL: z
      .url({ message: 'expected a URL' })
      .default('https://api.perplexity.ai')
      .transform((v) => v.replace(/\/+$/, '')),
    PERPLEXITY_MODEL: z.string().trim().min(1).default('sonar'),
    PANDASCORE_TOKEN: optionalText,
    PANDASCORE_BASE_URL: z
      .url({ message: 'expected a URL' })
      .default('https://api.pandascore.co')
      .transform((v) => v.replace(/\/+$/, '')),
    // Seconds between two polls of the running matches while any is live (issue #14: 30 to 60 within the rate
    // budget); lower values are for tests and the browser tests only; 0 turns live polling off.
    LIVE_POLL_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    FEED_SCHEDULE: z
      .string()
      .trim()
      .regex(/^(\S+\s+){4}\S+$/, 'expected a five-field cron expression such as */30 * * * *')
      .default('*/30 * * * *')
      // pg-boss reads schedules with this same library (and version): what passes here, the queue accepts.
      .refine(validCron, 'expected a valid cron expression such as */30 * * * *'),
    ALLOW_PRIVATE_FEED_HOSTS: bool(false),
    // Behind a load balancer the socket address is the balancer's; only then is X-Forwarded-For the client.
    TRUST_PROXY: bool(false),
    RUN_WORKER: bool(true),
    // The production server's in-memory cache of public answers (docs/decisions/006-http-caching.md).
    RESPONSE_CACHE: bool(true),
    // GETs the response cache does not answer, per client address per 10 s (decision 015); 0 turns it off.
    RENDER_BUDGET: z.coerce.number().int().min(0).max(1_000_000).default(30),
    // Reads of the public API under /api/v1, per client address per minute (decision 033); 0 turns it off.
    API_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(120),
    // How long a stopping process lets requests in flight and the job being run finish (decision 029).
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // How long a start waits for an unreachable database before it gives up with one line (decision 029).
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // Unset: twice the cores and one, at most 10, shared among the server processes (db/pool-size.ts).
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
    // Server processes answering on PORT (decision 048); more than one needs PostgreSQL.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    // Set: /metrics answers Prometheus scrapes holding it as a Bearer token; unset: /metrics does not exist.
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'expected at least 16 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Unset: readable lines in development (pino-pretty), JSON lines otherwise (decision 032).
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.WEB_CONCURRENCY !== undefined && v.WEB_CONCURRENCY > 1 && v.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'more than one server process needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) lives in one process',
      })
    }
    if ((v.ADMIN_EMAIL === undefined) !== (v.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      })
    }
  })

function validCron(expression: string): boolean {
  try {
    cronParser.parseExpression(expression, { tz: 'UTC' })
    return true
  } catch {
    return false
  }
}

type ParsedEnv = z.infer<typeof EnvSchema>

export interface Env
  extends Omit<ParsedEnv, 'SITE_URL' | 'LOG_FORMAT' | 'DATABASE_POOL_MAX' | 'WEB_CONCURRENCY'> {
  SITE_URL: string
  LOG_FORMAT: 'json' | 'pretty'
  DATABASE_POOL_MAX: number
  WEB_CONCURRENCY: number
  site: SiteConfig
}

/** A wrong setting: the message is one line naming it, printed by main.ts before it exits. */
export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const key = String(issue.path[0] ?? 'environment')
    const value = source[key]
    const shown = value === undefined || /PASSWORD|SECRET|KEY|TOKEN/.test(key) ? '' : ` (got "${value}")`
    throw new EnvError(`Invalid setting ${key}${shown}: ${issue.message}`)
  }
  const v = result.data
  const siteUrl = v.SITE_URL ?? `http://${v.HOST === '0.0.0.0' ? '127.0.0.1' : v.HOST}:${v.PORT}`
  return {
    ...v,
    SITE_URL: siteUrl,
    WEB_CONCURRENCY: v.WEB_CONCURRENCY ?? 1,
    DATABASE_POOL_MAX: v.DATABASE_POOL_MAX ?? defaultPoolMax(undefined, v.WEB_CONCURRENCY),
    LOG_FORMAT: v.LOG_FORMAT ?? (v.NODE_ENV === 'development' ? 'pretty' : 'json'),
    site: {
      brand: v.BRAND_NAME,
      personaName: v.PERSONA_NAME,
      personaSlug: slugify(v.PERSONA_NAME),
      newsroomName: `${v.BRAND_NAME} Newsroom`,
      contactEmail: v.CONTACT_EMAIL ?? null,
      socialHandle: v.SOCIAL_HANDLE,
      siteUrl,
    },
  }
}

export function readEnv(): Env {
  return parseEnv(process.env)
}
