import { storyType } from '#shared/domain/story'
import type { StoryType } from '#shared/domain/story'
import { extractEntities, type StoryEntities } from './entities'
import { hasUndefined, joinList, mainActionTitle, splitSentences } from './plain-text'

// §9 "Facts" of the in-browser fallback summary, as deterministic server code over plain text.
// Everything here reads only the text it is given: names, phrases and facts are substrings of the source,
// so the local engine never states a name or a number the article does not contain.
// Key facts: sentences of the source (contentFacts) and facts built from the names it holds (entities.ts).

/** §9: at most 4 key facts. */
export const MAX_KEY_FACTS = 4
/** §9: content-aware facts must be over 50 characters. */
const CONTENT_FACT_MIN_LENGTH = 50

// Calls to action and feed boilerplate: never a fact.
const BOILERPLATE =
  /\b(?:read (?:the full|more)|click here|subscribe|follow us|stay tuned|sign up|newsletter|linked below|full story|appeared first on|all rights reserved|for more (?:information|details|news)|check out|more to come)\b/i

/**
 * A sentence that says nothing specific: boilerplate, or one with no number, no quoted name and no
 * capitalised word after its first word (so no team, player, event or game is named).
 */
export function isGenericFact(sentence: string): boolean {
  if (BOILERPLATE.test(sentence)) return true
  const specific =
    /\p{N}/u.test(sentence) || /["“][^"”]+["”]/.test(sentence) || /\s["“‘(]?\p{Lu}/u.test(sentence)
  return !specific
}

function factWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  )
}

// Two sentences say the same thing when 80% of the shorter one's words are in the longer one: a feed's
// description is often its content's first sentence, shortened ("... driven by co-streaming." beside
// "... driven largely by co-streaming on personal channels.").
const REPEAT_SHARE = 0.8

function repeats(a: Set<string>, b: Set<string>): boolean {
  const [short, long] = a.size <= b.size ? [a, b] : [b, a]
  if (short.size === 0) return true
  let shared = 0
  for (const word of short) if (long.has(word)) shared++
  return shared / short.size >= REPEAT_SHARE
}

/**
 * §9 content-aware facts: sentences of the summary and the content, over 50 characters and not generic,
 * in order of first appearance. A sentence repeating an earlier one keeps the earlier place and the longer
 * wording; one repeating the title is dropped; one cut short by an earlier summary cut ("...") is skipped.
 */
export function contentFacts(title: string, text: string): string[] {
  const titleWords = factWords(title)
  const facts: { text: string; words: Set<string> }[] = []
  for (const sentence of splitSentences(text)) {
    if (/(?:\.\.\.|…)$/.test(sentence)) continue
    if (sentence.length <= CONTENT_FACT_MIN_LENGTH || isGenericFact(sentence) || hasUndefined(sentence))
      continue
    const words = factWords(sentence)
    if (titleWords.size >= words.size && repeats(words, titleWords)) continue
    const earlier = facts.find((fact) => repeats(fact.words, words))
    if (!earlier) facts.push({ text: sentence, words })
    else if (sentence.length > earlier.text.length) Object.assign(earlier, { text: sentence, words })
  }
  return facts.map((fact) => fact.text)
}

interface KeyFactInput {
  title: string
  /** Plain text of the summary. */
  summary: string
  /** Plain text of the content, one line per block (htmlToBlockText). */
  text: string
}

const COSMETIC_TYPES: readonly StoryType[] = ['cosmetic_ranking', 'cosmetic_guide', 'cosmetic_content']

function labelled(single: string, plural: string, items: readonly string[]): string | undefined {
  if (items.length === 0) return undefined
  return `${items.length === 1 ? single : plural}: ${joinList(items)}`
}

/** Facts built from the extracted names; skins and ranking criteria only for the cosmetic story types. */
function entityFacts(entities: StoryEntities, type: StoryType): string[] {
  const facts = [
    labelled('Team in focus', 'Teams involved', entities.teams),
    labelled('Player in focus', 'Players in focus', entities.players),
    labelled('Event', 'Events', entities.tournaments),
    COSMETIC_TYPES.includes(type) ? labelled('Skin featured', 'Skins featured', entities.skins) : undefined,
    type === 'cosmetic_ranking'
      ? labelled('Ranking criterion', 'Ranking criteria', entities.rankingCriteria)
      : undefined,
  ]
  return facts.filter((fact): fact is string => fact !== undefined)
}

/**
 * §9 key facts, at most 4: the content-aware facts first (keeping one place for a fact built from the
 * names in the story when there is one), then those name facts, then any remaining content facts. With no
 * content-aware fact at all, the first fact is the main action: the title cut at 60 characters.
 * Facts containing "undefined" are dropped before counting.
 */
export function keyFacts(input: KeyFactInput): string[] {
  const text = `${input.summary}\n${input.text}`
  const content = contentFacts(input.title, text)
  const entities = entityFacts(
    extractEntities(`${input.title}. ${text}`),
    storyType(input.title, input.summary),
  )
  const lead =
    content.length === 0 && input.title.trim() ? [`Main action: ${mainActionTitle(input.title)}`] : []
  const contentPlaces = MAX_KEY_FACTS - lead.length - (entities.length > 0 ? 1 : 0)
  return [...lead, ...content.slice(0, contentPlaces), ...entities, ...content.slice(contentPlaces)]
    .filter((fact) => !hasUndefined(fact))
    .slice(0, MAX_KEY_FACTS)
}
