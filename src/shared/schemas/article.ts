import { z } from 'zod'

/** Spoiler-free mode: which parts of a story state a result (`storySpoilers`, run by the server). */
export const ArticleSpoilersSchema = z.object({
  /** The headline does: hidden behind "Show headline". */
  headline: z.boolean(),
  /** The headline, summary or insights do: a news card hides its summary and insights. */
  summary: z.boolean(),
  /** Any of the story does, its body included: the article page hides its text. */
  text: z.boolean(),
})
export type ArticleSpoilers = z.infer<typeof ArticleSpoilersSchema>

// The Article as the API returns it (spec §3 client names), with two facts the server works out so the browser
// does not download their rules: the §2.8 detected game and what spoiler-free mode hides.
export const ArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  game: z.string(),
  timestamp: z.string(),
  imageUrl: z.string(),
  insights: z.string(),
  originalUrl: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  slug: z.string(),
  updatedAt: z.string(),
  /** §2.8 `detectArticleGame`: a key such as "cs2", or an unknown game's lowercased name ("esports"). */
  detectedGame: z.string(),
  spoilers: ArticleSpoilersSchema,
})
export type Article = z.infer<typeof ArticleSchema>

/**
 * An article as a news card or a side list shows it (`view=card`): no body, source or dates it does not show, and
 * its summary and insights as the plain text the card prints (`toArticleCard`). Listings ask for this view, so a
 * page of 50 stories carries only what its cards say.
 */
export const ArticleCardSchema = ArticleSchema.pick({
  id: true,
  slug: true,
  title: true,
  summary: true,
  insights: true,
  game: true,
  imageUrl: true,
  tags: true,
  publishedAt: true,
  spoilers: true,
})
export type ArticleCard = z.infer<typeof ArticleCardSchema>

/** Where a listing goes on: the `nextCursor` of the page before (opaque; base64url). */
const CursorSchema = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, 'not a cursor of this listing')
/** A numbered page of a listing (1 is the first), for links that work without JavaScript. */
const PageNumberSchema = z.coerce.number().int().min(1).max(10_000)

/** Paging of a listing: `cursor` (Load more) or `page` (numbered links), not both; neither is the first page. */
export const ListingPageQuerySchema = z
  .object({ cursor: CursorSchema.optional(), page: PageNumberSchema.optional() })
  .refine((q) => !(q.cursor && q.page), { message: 'give cursor or page, not both', path: ['cursor'] })
export type ListingPageQuery = z.infer<typeof ListingPageQuerySchema>

export const ArticleListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(1000).default(20),
    game: z.string().trim().toLowerCase().max(40).optional(),
    tag: z.string().trim().toLowerCase().max(80).optional(),
    cursor: CursorSchema.optional(),
    page: PageNumberSchema.optional(),
    view: z.enum(['card']).optional(),
  })
  .refine((q) => !(q.cursor && q.page), { message: 'give cursor or page, not both', path: ['cursor'] })
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>

/** Where a page of a listing stands in the whole: what follows it and how much. */
export const ListingPageInfoSchema = z.object({
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many articles come after this page. */
  remaining: z.number().int(),
  /** How many articles the listing has in all. */
  total: z.number().int(),
})
export type ListingPageInfo = z.infer<typeof ListingPageInfoSchema>

export const ArticleListSchema = z
  .object({ articles: z.array(ArticleSchema) })
  .extend(ListingPageInfoSchema.shape)
export type ArticleList = z.infer<typeof ArticleListSchema>

/** GET /api/articles?view=card: the same page, each article as its card shows it. */
export const ArticleCardListSchema = z
  .object({ articles: z.array(ArticleCardSchema) })
  .extend(ListingPageInfoSchema.shape)
export type ArticleCardList = z.infer<typeof ArticleCardListSchema>

/**
 * GET /api/articles/by-game, the home page's per-game lists in one read (decision 043): the first page of each
 * game, each as GET /api/articles?view=card&game={game}&limit={limit} answers it.
 */
export const ArticleCardListsByGameQuerySchema = z.object({
  games: z
    .string()
    .transform((list) => list.split(',').map((game) => game.trim().toLowerCase()))
    .pipe(z.array(z.string().min(1).max(40)).min(1).max(10)),
  limit: z.coerce.number().int().min(1).max(50),
})
export type ArticleCardListsByGameQuery = z.infer<typeof ArticleCardListsByGameQuerySchema>

export const ArticleCardListsByGameSchema = z.object({ games: z.record(z.string(), ArticleCardListSchema) })
export type ArticleCardListsByGame = z.infer<typeof ArticleCardListsByGameSchema>

/** §2.8 lookup: both given → by id, then the URL-decoded id; slug only → by slug, id, decoded id, then §5 prefix. */
export const ArticleLookupQuerySchema = z
  .object({
    slug: z.string().trim().min(1).max(300).optional(),
    articleId: z.string().trim().min(1).max(300).optional(),
  })
  .refine((q) => q.slug || q.articleId, { message: 'slug or articleId is required', path: ['slug'] })
export type ArticleLookupQuery = z.infer<typeof ArticleLookupQuerySchema>

export const ArticleDetailSchema = z.object({ article: ArticleSchema })
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>

/** §3 Tag (table article_tags), as the API returns it. */
export const ArticleTagSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  color: z.string(),
  articleCount: z.number().int(),
})
export type ArticleTag = z.infer<typeof ArticleTagSchema>
/** GET /api/article-tags: with a game, each tag's count is of that game's articles only (§2.7 sidebar). */
/** `stored=true`: the stored summary or 404, never one made now (the server's render of the page asks so). */
export const ArticleSummaryQuerySchema = z.object({ stored: z.enum(['true', 'false']).optional() })

export const ArticleTagListQuerySchema = z.object({
  game: z.string().trim().toLowerCase().max(40).optional(),
})
export type ArticleTagListQuery = z.infer<typeof ArticleTagListQuerySchema>
export const ArticleTagListSchema = z.object({ tags: z.array(ArticleTagSchema) })
export type ArticleTagList = z.infer<typeof ArticleTagListSchema>

/** §3 Article AI summary with the engine that made it. */
export const ArticleSummaryResponseSchema = z.object({
  summary: z.object({
    overview: z.string(),
    fiveWs: z.object({
      who: z.string(),
      what: z.string(),
      when: z.string(),
      where: z.string(),
      why: z.string(),
    }),
    oppositeSides: z.object({ supporters: z.string(), critics: z.string() }),
    infobox: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
  engine: z.string(),
})
export type ArticleSummaryResponse = z.infer<typeof ArticleSummaryResponseSchema>

/** §3 Author profile, with one page (50, §9) of the newsroom persona's articles and where it stands in all. */
export const AuthorPageSchema = z
  .object({
    author: z.object({
      displayName: z.string(),
      slug: z.string(),
      avatar: z.string(),
      jobTitle: z.string(),
      bio: z.string(),
    }),
    articles: z.array(ArticleSchema),
  })
  .extend(ListingPageInfoSchema.shape)
export type AuthorPage = z.infer<typeof AuthorPageSchema>

/** Realtime: one Server-Sent Event per change to the articles table (GET /api/realtime, event "articles"). */
export const ArticleChangeSchema = z.object({ op: z.enum(['INSERT', 'UPDATE', 'DELETE']), id: z.string() })
export type ArticleChange = z.infer<typeof ArticleChangeSchema>
