import { CHAT_MAX_CITATIONS } from '#shared/schemas/chat'
import type { RetrievedContext, RetrievedFact } from '#server/services/chat/types'

// The local chat engine (ARCHITECTURE.md "The AI layer": answerChat, local engine): an answer written only from
// the retrieved facts, which are complete sentences of our own data. The most relevant fact comes first, so the
// first sentence answers the question; the connecting words add nothing that claims a fact. With nothing
// relevant retrieved it says plainly what the site does not know, and never guesses. Pure and deterministic.

/** At most this many facts in one answer: short and direct. */
const MAX_FACTS_USED = 4
/** Stop adding facts past this many words. */
const MAX_WORDS = 130
/** A fact far less relevant than the best one is left out. */
const MIN_RELATIVE_SCORE = 0.45

interface LocalChatAnswer {
  response: string
  /** Absolute URLs of the facts used, in order of use, without repeats; at most 3 (§9). */
  citations: string[]
}

function sentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim()
  return /[.!?"')\]]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/** The facts an answer uses: best first, within the citation, fact and length limits. */
export function selectFacts(facts: readonly RetrievedFact[]): RetrievedFact[] {
  const sorted = facts
    .map((fact, order) => ({ fact, order }))
    .filter(({ fact }) => fact.text.trim() && fact.url)
    .sort((a, b) => b.fact.score - a.fact.score || a.order - b.order)
    .map(({ fact }) => fact)
  const top = sorted[0]
  if (!top) return []
  const used: RetrievedFact[] = []
  const urls = new Set<string>()
  let words = 0
  for (const fact of sorted) {
    if (used.length >= MAX_FACTS_USED) break
    if (used.length && fact.score < top.score * MIN_RELATIVE_SCORE) break
    if (used.some((u) => u.text === fact.text)) continue
    if (!urls.has(fact.url) && urls.size >= CHAT_MAX_CITATIONS) continue
    const size = wordCount(fact.text)
    if (used.length && words + size > MAX_WORDS) continue
    used.push(fact)
    urls.add(fact.url)
    words += size
  }
  return used
}

/** What the site does not know, said plainly: nothing is guessed and nothing is cited. */
function notKnownAnswer(context: RetrievedContext, brand: string): string {
  const names = [...context.recognised.teams, ...context.recognised.players]
  const subject = names.length ? names.join(' and ') : 'that'
  return [
    `I don't have anything about ${subject} in ${brand}'s database yet, so I can't answer without guessing.`,
    `I can help with the teams, players, match schedules, results and news that ${brand} covers for CS2, League of Legends, Dota 2 and Valorant.`,
  ].join(' ')
}

/** Facts per part of a multi-part question: each part answered briefly, in order. */
const FACTS_PER_PART = 2

export function composeLocalAnswer(context: RetrievedContext, site: { brand: string }): LocalChatAnswer {
  if (context.answerable && context.parts && context.parts.length > 1) return partsAnswer(context.parts)
  const used = context.answerable ? selectFacts(context.facts) : []
  if (!used.length) return { response: notKnownAnswer(context, site.brand), citations: [] }
  return { response: used.map((fact) => sentence(fact.text)).join(' '), citations: citationsOf(used) }
}

/**
 * Each part of a multi-part question answered in order by its own best facts; each part's first page is cited
 * before any second page, so every part has its citation within the three (§9).
 */
function partsAnswer(parts: NonNullable<RetrievedContext['parts']>): LocalChatAnswer {
  const used = parts.map((part) => selectFacts(part.facts).slice(0, FACTS_PER_PART))
  const response = used
    .flat()
    .map((fact) => sentence(fact.text))
    .join(' ')
  const citations: string[] = []
  const firsts = used.map((facts) => facts[0]?.url)
  for (const url of [...firsts, ...citationsOf(used.flat())]) {
    if (url && !citations.includes(url) && citations.length < CHAT_MAX_CITATIONS) citations.push(url)
  }
  return { response, citations }
}

/** The facts' pages, then their second pages (a match's team page) while there is room: at most 3 (§9). */
export function citationsOf(facts: readonly RetrievedFact[]): string[] {
  const citations: string[] = []
  for (const url of [...facts.map((f) => f.url), ...facts.map((f) => f.seeAlso)]) {
    if (url && !citations.includes(url) && citations.length < CHAT_MAX_CITATIONS) citations.push(url)
  }
  return citations
}
