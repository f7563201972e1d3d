import { z } from 'zod'

// The Article as the API returns it (spec §3 client names).
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
})
export type Article = z.infer<typeof ArticleSchema>

export const ArticleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  game: z.string().trim().toLowerCase().max(40).optional(),
  tag: z.string().trim().toLowerCase().max(80).optional(),
})
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>

export const ArticleListSchema = z.object({ articles: z.array(ArticleSchema) })
export type ArticleList = z.infer<typeof ArticleListSchema>
