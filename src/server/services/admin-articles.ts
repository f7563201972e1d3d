import { duplicatesCleanedMessage, groupDuplicates } from '#shared/domain/duplicates'
import { addTag, guessTagCategory, TAG_CATEGORY_COLORS, tagLabel } from '#shared/domain/tags'
import type {
  ArticleUpdateBody,
  BulkDeleteResult,
  DuplicateCleanupResult,
  DuplicateReport,
} from '#shared/schemas/admin'
import type { Article } from '#shared/schemas/article'
import type { SignedInUser } from '../app-types'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import { sanitizeHtml } from '../ingest/sanitize'
import {
  type ArticleUpdate,
  getArticleById,
  listArticles,
  listArticleTitles,
  updateArticle,
} from '../storage/articles'
import { createArticleTags, recountArticleTags } from '../storage/article-tags'
import { moveArticlesToTrash } from '../storage/trash'
import { toArticle } from './articles'
import { bulkDeleteArticlesMessage, MESSAGES } from '../messages'

/** §2.19 list: up to `limit` articles in the §7 order. */
export async function listAdminArticles(db: Db, limit: number): Promise<Article[]> {
  return (await listArticles(db, { limit })).map(toArticle)
}

export async function getAdminArticle(db: Db, id: string): Promise<Article> {
  const row = await getArticleById(db, id)
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound)
  return toArticle(row)
}

/**
 * §2.20 save: the §7 update fields. Content passes the same HTML allow-list as imported articles; tags are
 * lowercased with empty and repeated ones dropped (§5). The engine becomes "human", so no AI pass rewrites it.
 */
export async function updateArticleAsAdmin(db: Db, id: string, body: ArticleUpdateBody): Promise<Article> {
  if (!(await getArticleById(db, id))) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound)
  const update: ArticleUpdate = { engine: 'human', updatedAt: new Date() }
  if (body.title !== undefined) update.title = body.title
  if (body.summary !== undefined) update.summary = body.summary
  if (body.content !== undefined) update.content = sanitizeHtml(body.content)
  if (body.game !== undefined) update.game = body.game
  if (body.author !== undefined) update.author = body.author
  if (body.imageUrl !== undefined) update.imageUrl = body.imageUrl || '/placeholder.svg'
  if (body.insights !== undefined) update.insights = body.insights
  if (body.originalUrl !== undefined) update.originalUrl = body.originalUrl
  if (body.tags !== undefined) {
    update.tags = body.tags.reduce<string[]>(addTag, [])
    await createArticleTags(
      db,
      update.tags.map((tag) => {
        const category = guessTagCategory(tag)
        return { slug: tag, name: tagLabel(tag), category, color: TAG_CATEGORY_COLORS[category] }
      }),
    )
  }
  const row = await updateArticle(db, id, update)
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound)
  if (body.tags !== undefined) await recountArticleTags(db)
  return toArticle(row)
}

/** Moves articles to the trash and keeps the tag counts true; returns the ids moved. */
async function trashArticles(db: Db, ids: string[], user: SignedInUser): Promise<string[]> {
  const moved = await moveArticlesToTrash(db, ids, user.email)
  if (moved.length) await recountArticleTags(db)
  return moved
}

export async function deleteArticleAsAdmin(db: Db, id: string, user: SignedInUser): Promise<void> {
  const moved = await trashArticles(db, [id], user)
  if (!moved.length) throw new AppError('NOT_FOUND', MESSAGES.articleNotFoundOrDeleted)
}

export async function bulkDeleteArticles(
  db: Db,
  ids: string[],
  user: SignedInUser,
): Promise<BulkDeleteResult & { deletedIds: string[] }> {
  const requested = [...new Set(ids)]
  const deletedIds = await trashArticles(db, requested, user)
  return {
    success: deletedIds.length > 0,
    message: bulkDeleteArticlesMessage(deletedIds.length, requested.length),
    deletedCount: deletedIds.length,
    requestedCount: requested.length,
    deletedIds,
  }
}

async function duplicateReport(db: Db) {
  return groupDuplicates(await listArticleTitles(db))
}

/** §4 Find Duplicates: exact titles, oldest KEEP, the others DELETE. */
export async function findDuplicateArticles(db: Db): Promise<DuplicateReport> {
  const report = await duplicateReport(db)
  const entry = (a: { id: string; publishedAt: Date; game: string }) => ({
    id: a.id,
    publishedAt: a.publishedAt.toISOString(),
    game: a.game,
  })
  return {
    groups: report.groups.map((g) => ({ title: g.title, keep: entry(g.keep), remove: g.remove.map(entry) })),
    duplicateTitles: report.duplicateTitles,
    affectedArticles: report.affectedArticles,
  }
}

/** §4 Clean Up Duplicates: every article but the first of each group goes to the trash. */
export async function cleanUpDuplicateArticles(
  db: Db,
  user: SignedInUser,
): Promise<DuplicateCleanupResult & { deletedIds: string[] }> {
  const report = await duplicateReport(db)
  const deletedIds = await trashArticles(db, report.deleteIds, user)
  return { deleted: deletedIds.length, message: duplicatesCleanedMessage(deletedIds.length), deletedIds }
}
