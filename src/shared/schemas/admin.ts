import { z } from 'zod'
import { READINESS_CHECKS } from '../domain/readiness'
import { ArticleSchema } from './article'
import { FaqItemSchema, GameSlugSchema, TeamSummarySchema } from './esports'

// The admin panel's API contract (spec §2.17–2.24, §3 User role and Admin user row, §5, §8), shared by the
// server routes under /api/admin and the admin screens. Every path below is relative to /api.

// ---------------------------------------------------------------------------------------------------------
// Session and role (GET /me, public: the gate asks it before showing anything).

/** §6 roles. */
export const RoleSchema = z.enum(['admin', 'super_admin'])
export type Role = z.infer<typeof RoleSchema>

/** GET /me: who is signed in and their role; `role` null means "Checking permissions..." / Access Denied. */
export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }).nullable(),
  role: RoleSchema.nullable(),
})
export type Me = z.infer<typeof MeSchema>

/** POST /auth/sign-in/email refuses with 429 (code RATE_LIMITED, a Retry-After header) after this many failures. */
export const SIGN_IN_FAILURE_LIMIT = 5
export const SIGN_IN_WINDOW_MINUTES = 15
export const SIGN_IN_RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.'

/** What most admin writes answer: the §8 message to toast. */
export const ActionResultSchema = z.object({ success: z.boolean(), message: z.string() })
export type ActionResult = z.infer<typeof ActionResultSchema>

/** Body of both bulk deletes (§2.19, §2.22): up to 1000 ids, the most a list loads. */
export const BulkDeleteBodySchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(300))
    .min(1, 'Select at least one item')
    .max(1000, 'At most 1000 items at once'),
})
export type BulkDeleteBody = z.infer<typeof BulkDeleteBodySchema>

// ---------------------------------------------------------------------------------------------------------
// Dashboard and feed sources (§2.18).

/** §3 Feed source as the admin panel shows it; game null is shown as "General". */
export const FeedSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  game: GameSlugSchema.nullable(),
  isActive: z.boolean(),
  lastFetched: z.string().nullable(),
  lastError: z.string().nullable(),
})
export type FeedSource = z.infer<typeof FeedSourceSchema>

/** §2.18 dashboard: Total Articles (counted from up to 1000), Active Feeds, every feed source. */
export const ADMIN_ARTICLE_COUNT_CAP = 1000
/** One check of /readyz: whether it passes, and why not in one line. */
export const ReadinessCheckSchema = z.object({ ok: z.boolean(), detail: z.string().optional() })
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>

/** /readyz's body, 200 when ready and 503 otherwise; the admin dashboard shows the same. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  failing: z.array(z.enum(READINESS_CHECKS)),
  checks: z.object({
    database: ReadinessCheckSchema,
    migrations: ReadinessCheckSchema,
    listen: ReadinessCheckSchema,
    jobQueue: ReadinessCheckSchema,
    schedules: ReadinessCheckSchema,
  }),
})
export type Readiness = z.infer<typeof ReadinessSchema>

export const AdminDashboardSchema = z.object({
  totalArticles: z.number().int(),
  activeFeeds: z.number().int(),
  feeds: z.array(FeedSourceSchema),
  health: ReadinessSchema,
})
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>

const FeedUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Enter the feed address, starting with http:// or https://' })
  .max(2000)

/** POST /admin/feed-sources/check: fetch and parse once; 422 with the fetch or parse error. */
export const FeedSourceCheckBodySchema = z.object({ url: FeedUrlSchema })
export type FeedSourceCheckBody = z.infer<typeof FeedSourceCheckBodySchema>
export const FeedSourceCheckResultSchema = z.object({ title: z.string(), itemCount: z.number().int() })
export type FeedSourceCheckResult = z.infer<typeof FeedSourceCheckResultSchema>

const FeedNameSchema = z.string().trim().min(1, 'Name is required').max(120)

/** POST /admin/feed-sources: checked first; a URL already listed is 409. */
export const FeedSourceCreateBodySchema = z.object({
  name: FeedNameSchema,
  url: FeedUrlSchema,
  game: GameSlugSchema.nullable().default(null),
})
export type FeedSourceCreateBody = z.infer<typeof FeedSourceCreateBodySchema>

/** PATCH /admin/feed-sources/:id */
export const FeedSourceUpdateBodySchema = z
  .object({
    name: FeedNameSchema.optional(),
    game: GameSlugSchema.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change', path: ['name'] })
export type FeedSourceUpdateBody = z.infer<typeof FeedSourceUpdateBodySchema>

/** Answer of feed source create and update. */
export const FeedSourceResultSchema = ActionResultSchema.extend({ feedSource: FeedSourceSchema })
export type FeedSourceResult = z.infer<typeof FeedSourceResultSchema>

// ---------------------------------------------------------------------------------------------------------
// Articles (§2.19, §2.20).

/** GET /admin/articles?limit= : §7 order (created_at desc, published_at desc); answers ArticleListSchema. */
export const AdminArticleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
})
export type AdminArticleListQuery = z.infer<typeof AdminArticleListQuerySchema>
/** Its answer: the articles, without the public listing's paging. */
export const AdminArticleListSchema = z.object({ articles: z.array(ArticleSchema) })
export type AdminArticleList = z.infer<typeof AdminArticleListSchema>

// http(s) or a path on this site; never javascript:, data: or a protocol-relative //host.
const LinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
    message: 'Enter an http(s) address or a path starting with /',
  })

/**
 * PATCH /admin/articles/:id, §7 update fields. Content is sanitized on the server; tags are lowercased, empty
 * and duplicate tags dropped (§5). Fields left out keep their value.
 */
export const ArticleUpdateBodySchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(300),
    summary: z.string().max(5000),
    content: z.string().max(200_000),
    game: z.string().trim().min(1, 'Game is required').max(60),
    author: z.string().trim().max(120),
    imageUrl: LinkSchema,
    insights: z.string().max(20_000),
    originalUrl: LinkSchema,
    tags: z.array(z.string().max(80)).max(50),
  })
  .partial()
export type ArticleUpdateBody = z.infer<typeof ArticleUpdateBodySchema>

/** Answer of the article update: "Article updated successfully" and the stored article. */
export const ArticleUpdateResultSchema = ActionResultSchema.extend({ article: ArticleSchema })
export type ArticleUpdateResult = z.infer<typeof ArticleUpdateResultSchema>

/** §7 bulk delete: "Deleted {deleted} of {requested} articles", plus the reason when some were not. */
export const BulkDeleteResultSchema = ActionResultSchema.extend({
  deletedCount: z.number().int(),
  requestedCount: z.number().int(),
})
export type BulkDeleteResult = z.infer<typeof BulkDeleteResultSchema>

/** One article of a duplicate group: "ID: {id} | Published: {date}" and a game badge. */
export const DuplicateArticleSchema = z.object({
  id: z.string(),
  publishedAt: z.string(),
  game: z.string(),
})
export type DuplicateArticle = z.infer<typeof DuplicateArticleSchema>

/** GET /admin/articles/duplicates (§4): exact titles, the oldest KEEP, the rest DELETE. */
export const DuplicateReportSchema = z.object({
  groups: z.array(
    z.object({
      title: z.string(),
      keep: DuplicateArticleSchema,
      remove: z.array(DuplicateArticleSchema),
    }),
  ),
  duplicateTitles: z.number().int(),
  affectedArticles: z.number().int(),
})
export type DuplicateReport = z.infer<typeof DuplicateReportSchema>

/** POST /admin/articles/duplicates/cleanup: how many went to the trash ("Deleted {n} duplicate articles"). */
export const DuplicateCleanupResultSchema = z.object({ deleted: z.number().int(), message: z.string() })
export type DuplicateCleanupResult = z.infer<typeof DuplicateCleanupResultSchema>

// ---------------------------------------------------------------------------------------------------------
// Teams (§2.22). GET /admin/teams answers TeamListSchema (every team, by quality).

export const AdminTeamListSchema = z.object({ teams: z.array(TeamSummarySchema) })
export type AdminTeamList = z.infer<typeof AdminTeamListSchema>

/** POST /admin/generate-team-faq (§7): the team's FAQ written again; engine null when nothing was written. */
export const GenerateTeamFaqResultSchema = ActionResultSchema.extend({
  items: z.array(FaqItemSchema),
  generatedAt: z.string().nullable(),
  engine: z.enum(['local', 'llm']).nullable(),
})
export type GenerateTeamFaqResult = z.infer<typeof GenerateTeamFaqResultSchema>

// ---------------------------------------------------------------------------------------------------------
// Trash (ARCHITECTURE.md: deleted articles and teams are kept 30 days, restorable by admins).

export const TrashKindSchema = z.enum(['article', 'team'])
export type TrashKind = z.infer<typeof TrashKindSchema>

export const TrashItemSchema = z.object({
  id: z.string(),
  kind: TrashKindSchema,
  entityId: z.string(),
  /** The article title or team name. */
  title: z.string(),
  deletedAt: z.string(),
  /** Email of the admin who deleted it, when known. */
  deletedBy: z.string().nullable(),
  /** When the purge job removes it for good. */
  purgeAt: z.string(),
})
export type TrashItem = z.infer<typeof TrashItemSchema>

export const TrashListSchema = z.object({ items: z.array(TrashItemSchema) })
export type TrashList = z.infer<typeof TrashListSchema>

/** POST /admin/trash/:id/restore. A restored article whose slug was taken meanwhile gets a new one (`slug`). */
export const TrashRestoreResultSchema = ActionResultSchema.extend({
  kind: TrashKindSchema,
  entityId: z.string(),
  /** Article: its slug after the restore. Team: its slug. */
  slug: z.string(),
})
export type TrashRestoreResult = z.infer<typeof TrashRestoreResultSchema>

// ---------------------------------------------------------------------------------------------------------
// Users (§2.23; super_admin only, ARCHITECTURE.md).

/** §3 Admin user row; role null is an account without a role (never admitted). */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema.nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) })
export type AdminUserList = z.infer<typeof AdminUserListSchema>

/** §5 create user: email format, password at least 6 characters, role default admin. */
export const UserCreateBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' }).max(254)),
  password: z.string().min(6, 'Password must be at least 6 characters').max(128),
  role: RoleSchema.default('admin'),
})
export type UserCreateBody = z.input<typeof UserCreateBodySchema>

export const UserCreateResultSchema = ActionResultSchema.extend({ user: AdminUserSchema })
export type UserCreateResult = z.infer<typeof UserCreateResultSchema>

/** PATCH /admin/users/:id */
export const UserRoleBodySchema = z.object({ role: RoleSchema })
export type UserRoleBody = z.infer<typeof UserRoleBodySchema>

// ---------------------------------------------------------------------------------------------------------
// Audit log (super_admin only).

export const AuditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) })
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema) })
export type AuditList = z.infer<typeof AuditListSchema>
