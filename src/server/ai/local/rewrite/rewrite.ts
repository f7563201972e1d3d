import { competitiveImpact, sentiment, storyType, storyTypeLabel } from '#shared/domain/story'
import { RewrittenArticleSchema } from '#server/ai/types'
import type { ArticleSource, RewrittenArticle } from '#server/ai/types'
import { extractEntities } from '../entities'
import { keyPhrases } from '../phrases'
import { htmlToBlockText, mainActionTitle } from '../plain-text'
import { pick } from '../random'
import { rewriteContent } from './content'
import { INSIGHTS_MAX_LENGTH, INSIGHT_TEMPLATES, SCENE_NAMES, detailFor, insightFocus } from './insights'
import { rewriteSummary } from './summary'
import { detectSourceGame, rewriteTags } from './tags'
import { rewriteTitle } from './title'

// §9 "In-browser fallback summary and rewrite", run on the server as the local engine's rewriteArticle.
// House voice: a confident esports analyst. Every template only frames the source's own words: no name,
// number or claim is added that the feed entry does not contain. One file per part: title, summary, content,
// insights, game and tags.

/** The local engine's rewriteArticle: §9 rules, deterministic for a given source (seeded by source.seed). */
export function rewriteArticleLocally(source: ArticleSource): RewrittenArticle {
  const contentText = htmlToBlockText(source.contentHtml)
  const summaryText = source.summaryText.replace(/\s+/g, ' ').trim() || contentText.replace(/\s+/g, ' ')
  const sourceTitle = source.title.replace(/\s+/g, ' ').trim() || mainActionTitle(summaryText)
  const type = storyType(sourceTitle, summaryText)
  const storyText = `${sourceTitle} ${summaryText}`
  const game = detectSourceGame({ ...source, title: sourceTitle, summaryText }, contentText)
  const scene = SCENE_NAMES[game]
  const entities = extractEntities(`${sourceTitle}. ${summaryText}\n${contentText}`)
  const insightTemplate = pick(source.seed, 'insight-template', INSIGHT_TEMPLATES)
  const insights = insightTemplate.render({
    label: storyTypeLabel(type),
    impact: competitiveImpact(storyText),
    sentiment: sentiment(storyText),
    focus: insightFocus(entities, scene),
    scene,
    detail: detailFor(type, keyPhrases(`${summaryText}\n${contentText}`)),
  })
  return RewrittenArticleSchema.parse({
    title: rewriteTitle(sourceTitle || storyTypeLabel(type), source.seed),
    summary: rewriteSummary(summaryText, source.seed),
    content: rewriteContent(source.contentHtml, summaryText, source.seed),
    insights: insights.slice(0, INSIGHTS_MAX_LENGTH),
    game,
    tags: rewriteTags(game, source.categories, type),
  })
}
