import { detectGameByKeywordGroups, detectRssGame, rssGameSlug } from '#shared/domain/game-detection'
import type { FallbackGameKey, RssGame } from '#shared/domain/game-detection'
import type { GameSlug } from '#shared/domain/games'
import { slugify } from '#shared/domain/slug'
import { competitiveImpact, sentiment, storyType, storyTypeLabel } from '#shared/domain/story'
import type { CompetitiveImpact, Sentiment, StoryType } from '#shared/domain/story'
import { normalizeTag } from '#shared/domain/tags'
import { keywordPattern } from '#shared/domain/text-match'
import { escapeHtml } from '../../text/html-text'
import { RewrittenArticleSchema } from '../types'
import type { ArticleSource, RewrittenArticle } from '../types'
import { extractEntities, htmlToBlockText, joinList, keyPhrases, mainActionTitle } from './facts'
import type { KeyPhrase, PhraseKind, StoryEntities } from './facts'
import { pick } from './random'

// §9 "In-browser fallback summary and rewrite", run on the server as the local engine's rewriteArticle.
// House voice: a confident esports analyst. Every template only frames the source's own words: no name,
// number or claim is added that the feed entry does not contain.

// ---------------------------------------------------------------------------------------------------------
// Title rewrite.

export const TITLE_MAX_LENGTH = 200

// Words before a keyword that make it a noun ("a win", "their signing", "the transfer window").
const DETERMINERS = new Set(
  'a an the this that their his her its our your my first last no another every each'.split(' '),
)
// Words after a keyword that make it a noun or a passive ("win over", "defeated by", "transfer of",
// "sign with"): the verb is only swapped when a name or an object follows it.
const NOT_AN_OBJECT = new Set(
  (
    'of to from for with over by in on at as and or but window windows deal deals fee fees talks rumours ' +
    'rumors market news period saga speculation ban streak rate bonus record condition conditions'
  ).split(' '),
)

const WIN_VERB = /(?<![\p{L}\p{N}'’-])(?:win|wins|beat|beats|defeat|defeats|defeated)(?![\p{L}\p{N}'’-])/giu
const SIGN_VERB =
  /(?<![\p{L}\p{N}'’-])(?:sign|signs|signed|transfer|transfers|transferred)(?![\p{L}\p{N}'’-])/giu

const UPSET = keywordPattern(['upsets?', 'surpris(?:e|es|ed|ing)'])
const FINAL_OR_CHAMPIONSHIP = keywordPattern(['finals?', 'championships?'])
const ROSTER_MOVE = keywordPattern(['rosters?', 'sign(?:s|ed|ing|ings)?', 'transfer(?:s|red|ring)?'])
const RETIRE_OR_LEAVES = keywordPattern(['retire(?:s|d|ment)?', 'retiring', 'leaves?'])

/** §9 title rewrite words and suffixes, verbatim. */
export const TITLE_WORDS = {
  crushes: 'Crushes',
  upset: ['Stuns', 'Shocks'],
  locksIn: 'Locks In',
} as const
export const TITLE_SUFFIXES = {
  crown: ': The Crown Awaits',
  gameChanger: ' — Game Changer?',
  endOfEra: ': End of an Era',
  breakdown: ': Breaking Down the Play',
} as const
type TitleSuffix = keyof typeof TITLE_SUFFIXES

/** The first use of the keyword as a verb with an object: not after a determiner, followed by a word that
 * is not a preposition or a noun the keyword heads. */
function verbAt(title: string, pattern: RegExp): { index: number; length: number } | undefined {
  for (const m of title.matchAll(pattern)) {
    const previous = title.slice(0, m.index).trimEnd().split(/\s+/).pop()?.toLowerCase() ?? ''
    if (DETERMINERS.has(previous) || /['’]s$/.test(previous)) continue
    const next = /^\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/u.exec(title.slice(m.index + m[0].length))?.[1]
    if (!next || NOT_AN_OBJECT.has(next.toLowerCase())) continue
    return { index: m.index, length: m[0].length }
  }
  return undefined
}

function replaceVerb(title: string, pattern: RegExp, word: string): string {
  const hit = verbAt(title, pattern)
  return hit ? `${title.slice(0, hit.index)}${word}${title.slice(hit.index + hit.length)}` : title
}

/**
 * The one suffix a title gets. The spec's rules can all fire on one headline ("X signs Y before the final");
 * stacking them reads badly ("... — Game Changer?: The Crown Awaits"), so the most specific story wins:
 * retire or leaves, then roster/sign/transfer, then final or championship, and ": Breaking Down the Play"
 * only when none of them applies (and, per §9, the title has no "!" or ":").
 */
function titleSuffix(title: string): TitleSuffix | undefined {
  if (RETIRE_OR_LEAVES.test(title)) return 'endOfEra'
  if (ROSTER_MOVE.test(title)) return 'gameChanger'
  if (FINAL_OR_CHAMPIONSHIP.test(title)) return 'crown'
  if (!/[!:]/.test(title)) return 'breakdown'
  return undefined
}

/** A suffix joined so the title never carries two colons or a "?:" / "!:" pair. */
function withSuffix(base: string, suffix: TitleSuffix): string {
  const text = TITLE_SUFFIXES[suffix]
  const trimmed = base.replace(/[\s.]+$/u, '')
  if (text.startsWith(': ') && (trimmed.includes(':') || /[!?]$/.test(trimmed))) {
    return `${trimmed} — ${text.slice(2)}`
  }
  return `${trimmed}${text}`
}

function cutTitle(title: string): string {
  if (title.length <= TITLE_MAX_LENGTH) return title
  const head = title.slice(0, TITLE_MAX_LENGTH - 3)
  const space = head.lastIndexOf(' ')
  return `${(space > 0 ? head.slice(0, space) : head).replace(/[\s,;:—–-]+$/u, '')}...`
}

/**
 * §9 title rewrite:
 * - win, beat or defeat becomes "Crushes"; "Stuns" or "Shocks" (chosen by the seed) when the title mentions
 *   an upset or surprise;
 * - sign or transfer becomes "Locks In";
 * - one suffix: ": End of an Era" (retire or leaves), " — Game Changer?" (roster, sign or transfer),
 *   ": The Crown Awaits" (final or championship), else ": Breaking Down the Play" for titles without "!" or ":".
 * Word swaps only touch verbs with an object ("X beat Y", not "a 13-minute win" or "win over"). The result
 * stays within 200 characters: a suffix that does not fit is left off.
 */
export function rewriteTitle(title: string, seed: string): string {
  const original = title.replace(/\s+/g, ' ').trim()
  const winWord = UPSET.test(original) ? pick(seed, 'title-upset', TITLE_WORDS.upset) : TITLE_WORDS.crushes
  let rewritten = replaceVerb(original, WIN_VERB, winWord)
  rewritten = replaceVerb(rewritten, SIGN_VERB, TITLE_WORDS.locksIn)
  const suffix = titleSuffix(original)
  if (suffix) {
    const full = withSuffix(rewritten, suffix)
    if (full.length <= TITLE_MAX_LENGTH) return full
  }
  return cutTitle(rewritten)
}

/**
 * The source headline inside a rewritten title: the suffix this engine adds is taken off again, so a
 * later local summary of the stored article reads the story, not the flourish. Swapped words stay.
 */
export function stripTitleFrame(title: string): string {
  for (const suffix of Object.values(TITLE_SUFFIXES)) {
    const words = suffix.replace(/^(?::| —) /, '')
    for (const joined of [`: ${words}`, ` — ${words}`]) {
      if (title.endsWith(joined)) return title.slice(0, -joined.length).trim()
    }
  }
  return title.trim()
}

// ---------------------------------------------------------------------------------------------------------
// Summary rewrite.

/** §9: at most 400 characters. */
export const SUMMARY_MAX_LENGTH = 400
/** §9: a cut point must lie past 200 characters. */
export const SUMMARY_CUT_FLOOR = 200

// A sentence end: . ! or ? (optionally closed by a quote or bracket) followed by a space or the end.
const SENTENCE_END = /[.!?]["”’)]?(?=\s|$)/g

/**
 * §9 summary cut to `max` characters: at the last sentence end if it lies past 200 characters; otherwise
 * at the last space past 200, plus "..."; otherwise a hard cut plus "...". Whitespace is collapsed first;
 * a text that fits is returned as it is. "..." counts toward `max`.
 */
export function cutSummaryText(text: string, max: number = SUMMARY_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const head = clean.slice(0, max)
  let sentenceEnd = -1
  for (const m of head.matchAll(SENTENCE_END)) {
    // A sentence end only counts where the full text has a space or nothing after it.
    const end = m.index + m[0].length
    if (end === clean.length || /\s/.test(clean[end] ?? '')) sentenceEnd = end
  }
  if (sentenceEnd > SUMMARY_CUT_FLOOR) return clean.slice(0, sentenceEnd)
  const room = clean.slice(0, max - 3)
  const space = clean[max - 3] === ' ' ? max - 3 : room.lastIndexOf(' ')
  if (space > SUMMARY_CUT_FLOOR) return `${clean.slice(0, space).replace(/[,;:—–-]+$/u, '')}...`
  return `${room}...`
}

export interface SummaryTemplate {
  name: string
  /** Frames the source's own summary; adds no facts. */
  render(summary: string): string
}

/** §9: one of 5 templates (house voice; each only introduces the source's own sentences). */
export const SUMMARY_TEMPLATES: readonly SummaryTemplate[] = [
  { name: "Here's the story", render: (s) => `Here's the story: ${s}` },
  { name: 'The rundown', render: (s) => `The rundown: ${s}` },
  { name: 'What went down', render: (s) => `What went down: ${s}` },
  { name: 'From the analyst desk', render: (s) => `From the analyst desk: ${s}` },
  { name: 'Quick read', render: (s) => `Quick read: ${s}` },
]

/** The source's own summary inside a rewritten one: the template's framing words taken off. */
export function stripSummaryFrame(summary: string): string {
  const clean = summary.trim()
  for (const template of SUMMARY_TEMPLATES) {
    const frame = template.render('')
    if (frame && clean.startsWith(frame)) return clean.slice(frame.length).trim()
  }
  return clean
}

/** §9 summary rewrite: the source summary cut to fit a seeded template within 400 characters. */
export function rewriteSummary(summaryText: string, seed: string): string {
  const clean = summaryText.replace(/\s+/g, ' ').trim()
  if (!clean) return ''
  const template = pick(seed, 'summary-template', SUMMARY_TEMPLATES)
  const frame = template.render('').length
  return template.render(cutSummaryText(clean, SUMMARY_MAX_LENGTH - frame))
}

// ---------------------------------------------------------------------------------------------------------
// Content.

export interface PhraseSubstitution {
  from: string
  to: string
}

/**
 * §9 phrase substitutions ("was defeated by" becomes "fell to", and more in the same spirit): tighter
 * wording with exactly the same meaning, so no fact changes.
 */
export const PHRASE_SUBSTITUTIONS: readonly PhraseSubstitution[] = [
  { from: 'was defeated by', to: 'fell to' },
  { from: 'were defeated by', to: 'fell to' },
  { from: 'was beaten by', to: 'fell to' },
  { from: 'were beaten by', to: 'fell to' },
  { from: 'came out on top against', to: 'beat' },
  { from: 'secured a victory over', to: 'beat' },
  { from: 'emerged victorious over', to: 'beat' },
  { from: 'parted ways with', to: 'split with' },
  { from: 'in order to', to: 'to' },
  { from: 'prior to', to: 'before' },
  { from: 'due to the fact that', to: 'because' },
  { from: 'in the event that', to: 'if' },
  { from: 'at this point in time', to: 'now' },
  { from: 'with the exception of', to: 'except' },
  { from: 'for the duration of', to: 'throughout' },
]

const SUBSTITUTION_PATTERNS = PHRASE_SUBSTITUTIONS.map(({ from, to }) => ({
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${from.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'),
  to,
}))

function substitutePhrases(text: string): string {
  let out = text
  for (const { pattern, to } of SUBSTITUTION_PATTERNS) {
    // Keep a capital where the phrase opened a sentence.
    out = out.replace(pattern, (match) =>
      /^\p{Lu}/u.test(match) ? `${to.charAt(0).toUpperCase()}${to.slice(1)}` : to,
    )
  }
  return out
}

/**
 * Applies `edit` to the text between tags only: tags and their attributes pass through untouched, and so
 * does the text of <pre> and <code>. The input is allow-listed HTML, where a literal "<" in text is
 * escaped as "&lt;", so every "<" starts a tag; the edits insert letters only, so no markup can appear.
 */
export function editTextNodes(html: string, edit: (text: string) => string): string {
  let verbatim = 0
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(?:pre|code)\b/i.test(part)) verbatim++
        else if (/^<\/(?:pre|code)\b/i.test(part)) verbatim = Math.max(0, verbatim - 1)
        return part
      }
      return verbatim > 0 ? part : edit(part)
    })
    .join('')
}

/**
 * §9: a closer from 5 lines. Each is generic on purpose (no name, no number, no claim), so a later
 * summary of the stored article never takes the closer for a fact.
 */
export const CLOSERS: readonly string[] = [
  "That's the state of play — stay locked in as this story develops.",
  "The scene moves fast, and we'll keep tracking what comes next.",
  'Keep this one on your radar: moves like this shape the competitive picture.',
  'GG for now. Check back as the story unfolds.',
  'Stay tuned to the analyst desk for the next chapter.',
]

/** §9 content: the sanitized HTML with phrase substitutions in its text, then a seeded closer paragraph. */
export function rewriteContent(contentHtml: string, summaryText: string, seed: string): string {
  const closer = `<p>${escapeHtml(pick(seed, 'closer', CLOSERS))}</p>`
  const body = contentHtml.trim()
    ? editTextNodes(contentHtml.trim(), substitutePhrases)
    : summaryText.trim()
      ? `<p>${escapeHtml(summaryText.trim())}</p>`
      : ''
  return body ? `${body}\n${closer}` : closer
}

// ---------------------------------------------------------------------------------------------------------
// Insights.

export interface InsightContext {
  /** §4 readable story type label, e.g. "Roster Move". */
  label: string
  impact: CompetitiveImpact
  sentiment: Sentiment
  /** The names the story is about, from the source ("Iron Lantern and Saltmarsh Esports"). */
  focus: string
  /** The game's scene, without digits ("Counter-Strike", "esports"). */
  scene: string
  /** A 10-50 character phrase from the source (§9 fact helper), when one was found. */
  detail?: string
}

export interface InsightTemplate {
  name: string
  render(context: InsightContext): string
}

function detailSentence(context: InsightContext): string {
  return context.detail ? ` The detail that matters: “${context.detail}”.` : ''
}

/** §9: one of 8 insight templates, filled from the story type label, impact, sentiment and the source's names. */
export const INSIGHT_TEMPLATES: readonly InsightTemplate[] = [
  {
    name: "Analyst's take",
    render: (c) =>
      `Analyst's take — ${c.label}: ${c.impact} competitive impact, ${c.sentiment} sentiment. All eyes are on ${c.focus}.${detailSentence(c)}`,
  },
  {
    name: 'Stakes meter',
    render: (c) =>
      `Stakes meter: ${c.impact}. This ${c.label} development puts ${c.focus} in the spotlight, and the mood around it reads ${c.sentiment}.${detailSentence(c)}`,
  },
  {
    name: 'Who to watch',
    render: (c) =>
      `Who to watch: ${c.focus}. Filed under ${c.label}, this one rates ${c.impact} on competitive impact with ${c.sentiment} sentiment.${detailSentence(c)}`,
  },
  {
    name: 'Scene pulse',
    render: (c) =>
      `Scene pulse for ${c.scene}: ${c.label}, rated ${c.impact} for competitive impact. Sentiment: ${c.sentiment}. Keep an eye on ${c.focus}.${detailSentence(c)}`,
  },
  {
    name: 'The key detail',
    render: (c) =>
      `${c.detail ? `The key detail: “${c.detail}”.` : `The key name: ${c.focus}.`} ${c.label} with ${c.impact} competitive impact and a ${c.sentiment} tone.`,
  },
  {
    name: 'The big picture',
    render: (c) =>
      `The big picture: ${c.impact} competitive impact, ${c.sentiment} sentiment, and ${c.focus} at the centre of it. File it under ${c.label}.${detailSentence(c)}`,
  },
  {
    name: 'Desk verdict',
    render: (c) =>
      `Desk verdict: ${c.label}. Competitive impact sits at ${c.impact}, the sentiment is ${c.sentiment}, and the focus is on ${c.focus}.${detailSentence(c)}`,
  },
  {
    name: 'Momentum watch',
    render: (c) =>
      `Momentum watch: with ${c.focus} in the frame, this ${c.label} story rates ${c.impact} on impact and ${c.sentiment} on sentiment.${detailSentence(c)}`,
  },
]

export const INSIGHTS_MAX_LENGTH = 1000

// The fact-helper phrase that fits each story type best; other types take the first phrase found.
const PREFERRED_PHRASE: Partial<Record<StoryType, PhraseKind>> = {
  roster_change: 'player move',
  retirement: 'player move',
  match_result: 'performance',
  milestone: 'performance',
  tournament: 'tournament',
  game_update: 'game update',
}

function detailFor(type: StoryType, phrases: readonly KeyPhrase[]): string | undefined {
  const preferred = PREFERRED_PHRASE[type]
  return (phrases.find((p) => p.kind === preferred) ?? phrases[0])?.text
}

/** Who the story is about: up to two teams, else up to two players, else the first event, else the scene. */
export function insightFocus(entities: StoryEntities, scene: string): string {
  if (entities.teams.length > 0) return joinList(entities.teams.slice(0, 2))
  if (entities.players.length > 0) return joinList(entities.players.slice(0, 2))
  const event = entities.tournaments[0]
  if (event) return /^The\s/.test(event) ? event : `the ${event}`
  return `the ${scene} scene`
}

// Scene names without digits ("Counter-Strike", not "CS2"), so the insights never print a number that the
// source may not contain.
const SCENE_NAMES: Readonly<Record<RssGame, string>> = {
  CS2: 'Counter-Strike',
  LoL: 'League of Legends',
  Valorant: 'Valorant',
  'Dota 2': 'Dota',
  Esports: 'esports',
}

// ---------------------------------------------------------------------------------------------------------
// Game and tags.

// §9 fallback keyword groups know six games; the article game field knows the four with routes, so Apex
// Legends and Overwatch read "Esports".
const GROUP_GAME_LABELS: Readonly<Record<FallbackGameKey, RssGame>> = {
  cs2: 'CS2',
  lol: 'LoL',
  valorant: 'Valorant',
  dota2: 'Dota 2',
  apex: 'Esports',
  overwatch: 'Esports',
}
const ROUTE_GAME_LABELS: Readonly<Record<GameSlug, RssGame>> = {
  cs2: 'CS2',
  lol: 'LoL',
  dota2: 'Dota 2',
  valorant: 'Valorant',
}

/**
 * The article's game label: the §9 RSS import rules on title and summary first; if they give "Esports",
 * the two-keyword-group rule over title, summary and content; if that finds nothing, the feed source's game;
 * else "Esports". A story the groups place in Apex Legends or Overwatch stays "Esports" even in a
 * single-game feed: the groups found its game, and it is not the feed's.
 */
export function detectSourceGame(source: ArticleSource, contentText: string): RssGame {
  const rss = detectRssGame(source.title, source.summaryText)
  if (rss !== 'Esports') return rss
  const grouped = detectGameByKeywordGroups(`${source.title} ${source.summaryText} ${contentText}`)
  if (grouped) return GROUP_GAME_LABELS[grouped]
  return source.feedGame ? ROUTE_GAME_LABELS[source.feedGame] : 'Esports'
}

export const MAX_TAGS = 12
export const TAG_MAX_LENGTH = 40

// Category tags that name a game: the game slug leads the list instead, and a feed's "League of Legends"
// category on a CS2 story must not tag it as LoL. (article-game.ts keeps its alias table private.)
const GAME_TAGS = new Set(
  (
    'cs2 cs csgo cs-go counter-strike counter-strike-2 lol league-of-legends dota dota2 dota-2 valorant apex ' +
    'apex-legends overwatch overwatch-2 ow2'
  ).split(' '),
)

// The story-type category tag (§3 known tags).
const STORY_TYPE_TAGS: Partial<Record<StoryType, string>> = {
  roster_change: 'roster-changes',
  game_update: 'game-update',
  tournament: 'tournament',
  general_guide: 'guide',
  champion_guide: 'guide',
  cosmetic_guide: 'guide',
}

function categoryTag(category: string): string {
  return slugify(normalizeTag(category)).slice(0, TAG_MAX_LENGTH).replace(/-+$/, '')
}

/**
 * Tags: the game slug first (cs2, lol, dota2, valorant) when there is one, then the feed categories as
 * slugs (empties, repeats and game names dropped), then the story-type tag; at most 12, and the story-type
 * tag keeps its place when the feed sends many categories.
 */
export function rewriteTags(game: RssGame, categories: readonly string[], type: StoryType): string[] {
  const gameSlug = rssGameSlug(game)
  const lead = gameSlug ? [gameSlug] : []
  const storyTag = STORY_TYPE_TAGS[type]
  const fromFeed: string[] = []
  for (const category of categories) {
    const tag = categoryTag(category)
    if (tag && !GAME_TAGS.has(tag) && !fromFeed.includes(tag)) fromFeed.push(tag)
  }
  const tail = storyTag && !fromFeed.includes(storyTag) ? [storyTag] : []
  return [...lead, ...fromFeed.slice(0, MAX_TAGS - lead.length - tail.length), ...tail]
}

// ---------------------------------------------------------------------------------------------------------
// The whole rewrite.

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
