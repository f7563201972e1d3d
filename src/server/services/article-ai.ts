import type { ArticleSummary, StoredArticleText } from '../ai/types'
import type { ContentAnalysisResult, QualityPassResult } from '#shared/schemas/admin-feeds'
import type { ServiceDeps } from '../deps'
import type { Ai } from '../ai/ai'
import { qualityDiagnostics, MISSING_OPENAI_KEY } from '../ai/ai'
import type { Db } from '../db/client'
import { AppError } from '../errors'
import { extractArticle } from '../ingest/extract'
import { decodePage } from '../text/decode-page'
import { htmlToText } from '../text/html-text'
import { cleanText } from '../text/characters'
import { sanitizeHtml } from '../ingest/sanitize'
import { defaultUserAgent, httpGet } from '../providers/http'
import { createArticleTags, recountArticleTags } from '../storage/article-tags'
import { getArticleSummary, saveArticleSummary } from '../storage/article-summaries'
import {
  type ArticleRow,
  getArticleById,
  listArticlesByEngine,
  listArticlesForAnalysis,
  updateArticle,
} from '../storage/articles'
import { guessTagCategory, TAG_CATEGORY_COLORS, tagLabel } from '#shared/domain/tags'
import { MESSAGES } from '../messages'

type ArticleAiContext = Pick<ServiceDeps, 'db' | 'ai' | 'env' | 'site' | 'logger'>

function storedText(row: ArticleRow): StoredArticleText {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    game: row.game,
    tags: row.tags,
    publishedAt: row.publishedAt,
  }
}

/**
 * generate-bo5-summary for an article just written: made and kept with it, so its page carries the summary in
 * its first HTML. `summarize` is the engine to use (the demo seed passes the local one).
 */
export async function storeArticleAiSummary(
  ctx: { db: Db; summarize: Ai['summarizeArticle'] },
  article: ArticleRow,
): Promise<void> {
  const made = await ctx.summarize(storedText(article))
  await saveArticleSummary(ctx.db, {
    articleId: article.id,
    articleUpdatedAt: article.updatedAt,
    summary: made.value,
    engine: made.engine,
  })
}

/**
 * generate-bo5-summary: the stored summary of this version of the article, else made now (articles written
 * before summaries were made at write time, or edited since) and kept; null for an unknown article, and with
 * `storedOnly`, null when none is stored (the server's render must not wait for a model).
 */
export async function getArticleAiSummary(
  ctx: ArticleAiContext,
  articleId: string,
  options: { storedOnly?: boolean } = {},
): Promise<{ summary: ArticleSummary; engine: string } | null> {
  const article = await getArticleById(ctx.db, articleId)
  if (!article) return null
  const stored = await getArticleSummary(ctx.db, article.id, article.updatedAt)
  if (stored) return { summary: stored.summary, engine: stored.engine }
  if (options.storedOnly) return null
  const made = await ctx.ai.summarizeArticle(storedText(article))
  await saveArticleSummary(ctx.db, {
    articleId: article.id,
    articleUpdatedAt: article.updatedAt,
    summary: made.value,
    engine: made.engine,
  })
  return { summary: made.value, engine: made.engine }
}

/**
 * content-analysis: game and category tags for articles that have none (§2.21: tagged articles are skipped so
 * manual classifications stay); one named article is analysed whatever its tags.
 */
export async function analyzeContent(
  ctx: ArticleAiContext,
  options: { analyzeAll: boolean; articleId?: string },
): Promise<ContentAnalysisResult> {
  const rows = await listArticlesForAnalysis(ctx.db, { articleId: options.articleId, limit: 5000 })
  if (options.articleId && !rows.length) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound)
  let processed = 0
  let updated = 0
  for (const row of rows) {
    if (!options.articleId && row.tags.length > 0) continue
    processed++
    const made = await ctx.ai.classifyArticle(storedText(row))
    const tags = [
      ...new Set([made.value.game, ...made.value.categories, ...row.tags].filter((t): t is string => !!t)),
    ]
    if (tags.length === row.tags.length && tags.every((t, i) => t === row.tags[i])) continue
    await createArticleTags(
      ctx.db,
      tags.map((tag) => {
        const category = guessTagCategory(tag)
        return { slug: tag, name: tagLabel(tag), category, color: TAG_CATEGORY_COLORS[category] }
      }),
    )
    await updateArticle(ctx.db, row.id, { tags })
    updated++
  }
  if (updated) await recountArticleTags(ctx.db)
  return {
    success: true,
    message: `Analyzed ${processed} article${processed === 1 ? '' : 's'}; updated the tags of ${updated}.`,
    processed,
    updated,
  }
}

/** How many articles one quality pass re-writes, so a run stays within minutes and the model's rate limit. */
const QUALITY_PASS_BATCH = 25

/** quality-pass: the articles the local engine wrote, re-written by the LLM engine where its text passes the guard. */
export async function runQualityPass(ctx: ArticleAiContext): Promise<QualityPassResult> {
  const diagnostics = qualityDiagnostics(ctx.env)
  if (!ctx.ai.hasLlm) {
    return {
      success: false,
      code: MISSING_OPENAI_KEY,
      diagnostics,
      message:
        'OpenAI key not configured: set OPENAI_API_KEY in the server settings and run the quality pass again.',
    }
  }
  const candidates = [
    ...(await listArticlesByEngine(ctx.db, 'local', QUALITY_PASS_BATCH)),
    ...(await listArticlesByEngine(ctx.db, 'seed', QUALITY_PASS_BATCH)),
  ].slice(0, QUALITY_PASS_BATCH)
  let improved = 0
  for (const row of candidates) {
    const made = await ctx.ai.rewriteArticle({
      seed: row.id,
      title: row.title,
      summaryText: row.summary,
      contentHtml: row.content,
      categories: row.tags,
      feedGame: null,
    })
    if (made.engine !== 'llm') continue
    await updateArticle(ctx.db, row.id, {
      title: made.value.title,
      summary: made.value.summary,
      content: sanitizeHtml(made.value.content),
      insights: made.value.insights,
      tags: made.value.tags,
      game: made.value.game,
      engine: 'llm',
    })
    improved++
  }
  return {
    success: true,
    diagnostics,
    message: candidates.length
      ? `Improved ${improved} of ${candidates.length} articles`
      : 'No articles were waiting for a quality pass',
  }
}

/** §5 Article refresh: re-fetch the original page, extract its main text, rewrite, update the article. */
export async function refreshArticle(
  ctx: ArticleAiContext,
  articleId: string,
): Promise<{ success: true; message: string }> {
  const article = await getArticleById(ctx.db, articleId)
  if (!article?.originalUrl) {
    throw new AppError('NOT_FOUND', MESSAGES.articleWithoutSource)
  }
  let page: Awaited<ReturnType<typeof httpGet>>
  try {
    page = await httpGet(article.originalUrl, {
      accept: 'text/html,application/xhtml+xml',
      allowPrivateHosts: ctx.env.ALLOW_PRIVATE_FEED_HOSTS,
      userAgent: defaultUserAgent(ctx.site.brand, ctx.site.siteUrl),
    })
  } catch (error) {
    throw new AppError(
      'UPSTREAM_FAILED',
      `Refresh error: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const extracted = await extractArticle(decodePage(page.body, page.contentType), page.url)
  if (!extracted)
    throw new AppError('UPSTREAM_FAILED', 'Refresh error: no article text found on the original page')
  const made = await ctx.ai.rewriteArticle({
    seed: article.id,
    title: cleanText(extracted.title) || article.title,
    summaryText: htmlToText(extracted.excerpt),
    contentHtml: cleanText(extracted.contentHtml),
    categories: article.tags,
    feedGame: null,
  })
  await updateArticle(ctx.db, article.id, {
    title: made.value.title,
    summary: made.value.summary,
    content: sanitizeHtml(made.value.content),
    insights: made.value.insights,
    tags: [...new Set([...made.value.tags, ...article.tags])],
    game: made.value.game,
    engine: made.engine,
  })
  return { success: true, message: MESSAGES.articleRefreshed }
}
