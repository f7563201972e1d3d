import { detectArticleGame } from '#shared/domain/game-detection'
import { isGameSlug } from '#shared/domain/games'
import { storyType } from '#shared/domain/story'
import type { StoryType } from '#shared/domain/story'
import { keywordPattern } from '#shared/domain/text-match'
import { htmlToText } from '../../text/html-text'
import { ArticleClassificationSchema } from '../types'
import type { ArticleClassification, StoredArticleText } from '../types'
import { extractTournaments } from './entities'
import { stripSummaryFrame } from './rewrite/summary'
import { stripTitleFrame } from './rewrite/title'

// Content analysis (§2.21) by rules: the article's game and its category tags.
// Categories read title plus summary (the content when there is no summary), the same text §4 types a
// story by: the body of a news story mentions benches, patches and finals in passing far more often than
// its headline does.

type Category = ArticleClassification['categories'][number]

// §4 check 3 guide words, without "tutorial", which has its own category.
const GUIDE = keywordPattern(['guides?', 'how\\s+to', 'tips', 'beginners?', 'learn(?:s|ed|ing|t)?'])
const TUTORIAL = keywordPattern(['tutorials?', 'walkthroughs?', 'step-by-step', 'step\\s+by\\s+step'])

// §4 check 8 tournament words, plus the stages of an event.
const TOURNAMENT = keywordPattern([
  'tournaments?',
  'qualif(?:y|ies|ied|ying|ier|iers|ication)',
  'brackets?',
  'seed(?:s|ed|ing)?',
  'playoffs?',
  'group\\s+stage',
  'main\\s+event',
  'grand\\s+finals?',
  'semi-finals?',
  'finals?',
  'majors?',
  'invitationals?',
  'championships?',
])

// §4 check 4 roster words, less "cut" ("cuts the kill reward" is a patch note), plus the other ways a
// player or coach changes teams or stays (loans, promotions, hires, contracts and their extensions).
// Retirement is not a roster change here: feeds file it on its own.
const ROSTER = keywordPattern([
  'rosters?',
  'sign(?:s|ed|ing|ings)?',
  'transfer(?:s|red|ring)?',
  'join(?:s|ed|ing)?',
  'leaves?|leaving',
  'bench(?:es|ed|ing)?',
  'release(?:s|d)?|releasing',
  'loan(?:s|ed)?',
  'part(?:s|ed)?\\s+ways',
  'promot(?:e|es|ed|ing)',
  'hire[sd]?|hiring',
  'appoint(?:s|ed|ing|ment)?',
  'contracts?',
  'extensions?',
  'extend(?:s|ed|ing)?',
  'new\\s+deal',
  'bought\\s+out|buys?\\s+out',
])

// §4 check 9 game update words, plus hotfixes, reworks and patch notes.
const GAME_UPDATE = keywordPattern([
  'patch(?:es|ed)?',
  'update(?:s|d)?',
  'nerf(?:s|ed)?',
  'buff(?:s|ed)?',
  'balanc(?:e|es|ed|ing)',
  'hotfix(?:es)?',
  'rework(?:s|ed)?',
])

// Partnerships (§4 check 1), sponsors, business and investment, and how leagues are run.
const INDUSTRY = keywordPattern([
  'ambassadors?',
  'partner(?:s|ed|ing|ship|ships)?',
  'collaborat(?:e|es|ed|ing|ion|ions)',
  'sponsor(?:s|ed|ing|ship|ships)?',
  'brands?',
  'business(?:es)?',
  'invest(?:s|ed|ing|ment|ments|or|ors)?',
  'revenue',
  'funding',
  'acqui(?:re|res|red|ring|sition|sitions)',
  'viewership',
  'audiences?',
  'venues?',
  'arenas?',
  'franchis(?:e|es|ed|ing)',
  'broadcast(?:s|ing|er|ers)?',
  'media\\s+rights',
  'prize\\s+(?:money|pools?|payments?)',
  'organis(?:er|ers)|organiz(?:er|ers)',
  'league\\s+operations',
  'formats?',
  'tickets?',
  'fined',
  'industry',
])

// Competitive coverage in general: the people and the vocabulary of pro play.
const ESPORTS = keywordPattern([
  'e-?sports?',
  'pros?',
  'professional',
  'competitive',
  'coach(?:es|ed|ing)?',
  'captains?',
  'academy',
  'mvp',
  'standings',
  'series',
])

// Story types that are competitive coverage by themselves. A roster change counts through the
// roster-changes category instead, whose words leave out "cut" (§4 types "cuts the kill reward" a roster move).
const COMPETITIVE_TYPES: readonly StoryType[] = [
  'match_result',
  'retirement',
  'controversy',
  'tournament',
  'milestone',
]

/**
 * Category tags by keyword rules over title plus summary:
 * - guide: §4 guide words (guide, how to, tips, beginner, learn);
 * - tutorial: tutorial, walkthrough, step-by-step;
 * - tournament: §4 tournament words (tournament, qualify, bracket, seed), an event stage (playoffs, group
 *   stage, final…) or a named event ("Frostline Masters");
 * - roster-changes: §4 roster words (roster, sign, transfer, join, leave, bench, release) and loans,
 *   promotions, hires, contracts and extensions;
 * - game-update: §4 update words (patch, update, nerf, buff, balance), hotfix, rework;
 * - industry: partnership, sponsor, business, investment, viewership, venues, broadcasting, prize money,
 *   organisers, formats, tickets, fines;
 * - esports: competitive coverage: a competitive story type (§4 match result, retirement, controversy,
 *   tournament, milestone), a tournament or roster-changes category, or pro-play words (esports, pro,
 *   professional, competitive, coach, captain, academy, MVP, standings, series).
 */
export function categoriesOf(title: string, summary: string): Category[] {
  const text = `${title} ${summary}`
  const type = storyType(title, summary)
  const found = new Set<Category>()
  if (GUIDE.test(text)) found.add('guide')
  if (TUTORIAL.test(text)) found.add('tutorial')
  if (TOURNAMENT.test(text) || extractTournaments(text).length > 0) found.add('tournament')
  if (ROSTER.test(text)) found.add('roster-changes')
  if (GAME_UPDATE.test(text)) found.add('game-update')
  if (INDUSTRY.test(text)) found.add('industry')
  if (
    COMPETITIVE_TYPES.includes(type) ||
    found.has('tournament') ||
    found.has('roster-changes') ||
    ESPORTS.test(text)
  ) {
    found.add('esports')
  }
  // The order the schema lists them in.
  return ArticleClassificationSchema.shape.categories.element.options.filter((c) => found.has(c))
}

/**
 * The local engine's classifyArticle: the game by §2.8 (keywords in title plus content, else the stored
 * game) when it is one of the four with routes, else null; and the category tags.
 */
export function classifyArticleLocally(article: StoredArticleText): ArticleClassification {
  const contentText = htmlToText(article.content)
  const key = detectArticleGame({ title: article.title, content: contentText, game: article.game })
  // A locally rewritten article is read without the frame the rewrite put around its title and summary.
  const summary = stripSummaryFrame(article.summary) || contentText
  return ArticleClassificationSchema.parse({
    game: isGameSlug(key) ? key : null,
    categories: categoriesOf(stripTitleFrame(article.title), summary),
  })
}
