import { CHAT_MAX_CITATIONS } from '#shared/schemas/chat'
import type { ChatLanguage } from '#server/services/chat/language'
import type { RetrievedContext, RetrievedFact } from '#server/services/chat/types'

// The local chat engine (ARCHITECTURE.md "The AI layer": answerChat, local engine): an answer written only from
// the retrieved facts, which are complete sentences of our own data. The most relevant fact comes first, so the
// first sentence answers the question; the connecting words add nothing that claims a fact. With nothing
// relevant retrieved it says plainly what the site does not know, and never guesses. Pure and deterministic.
// The answer is in the question's language (issue #17 item 6): the engine's own sentences have a template per
// language, and so do the facts that carry a translation (names and numbers unchanged); an answer with a fact
// that has none says first, in the question's language, that it answers in English.

/** At most this many facts in one answer: short and direct. */
const MAX_FACTS_USED = 4
/** Stop adding facts past this many words. */
const MAX_WORDS = 130
/** A fact at least this relevant (of the best one's score) is not left out for want of a translation. */
const CLOSE_TO_BEST = 0.9
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

/** What the site does not know, said plainly in the question's language: nothing is guessed and nothing is cited. */
function notKnownAnswer(context: RetrievedContext, brand: string): string {
  const names = [...context.recognised.teams, ...context.recognised.players]
  return NOT_KNOWN[context.language](names, brand)
}

const GAMES = 'CS2, League of Legends, Dota 2'

const NOT_KNOWN: Record<ChatLanguage, (names: string[], brand: string) => string> = {
  en: (names, brand) =>
    `I don't have anything about ${names.join(' and ') || 'that'} in ${brand}'s database yet, so I can't answer without guessing. I can help with the teams, players, match schedules, results and news that ${brand} covers for ${GAMES} and Valorant.`,
  es: (names, brand) =>
    `No tengo nada sobre ${names.join(' y ') || 'eso'} en la base de datos de ${brand} todavía, así que no puedo responder sin adivinar. Puedo ayudarte con los equipos, jugadores, calendarios, resultados y noticias de ${GAMES} y Valorant que cubre ${brand}.`,
  pt: (names, brand) =>
    `Ainda não tenho nada sobre ${names.join(' e ') || 'isso'} na base de dados do ${brand}, então não posso responder sem adivinhar. Posso ajudar com os times, jogadores, calendários, resultados e notícias de ${GAMES} e Valorant que o ${brand} cobre.`,
  fr: (names, brand) =>
    `Je n'ai pas encore d'informations sur ${names.join(' et ') || 'cela'} dans la base de données de ${brand}, je ne peux donc pas répondre sans deviner. Je peux vous aider sur les équipes, joueurs, calendriers, résultats et actualités de ${GAMES} et Valorant que couvre ${brand}.`,
  de: (names, brand) =>
    `${names.length ? `Über ${names.join(' und ')} habe ich` : 'Dazu habe ich'} noch nichts in der Datenbank von ${brand}, also kann ich nicht antworten, ohne zu raten. Ich helfe gern bei Teams, Spielern, Spielplänen, Ergebnissen und Nachrichten zu ${GAMES} und Valorant, die ${brand} abdeckt.`,
}

/** Said first when a fact of the answer has no sentence in the question's language. */
const IN_ENGLISH: Record<ChatLanguage, string> = {
  en: '',
  es: 'Por ahora solo puedo responder a esto en inglés:',
  pt: 'Por enquanto só consigo responder a isto em inglês:',
  fr: "Pour l'instant, je ne peux répondre à cela qu'en anglais :",
  de: 'Darauf kann ich vorerst nur auf Englisch antworten:',
}

/** Facts per part of a multi-part question: each part answered briefly, in order. */
const FACTS_PER_PART = 2

export function composeLocalAnswer(context: RetrievedContext, site: { brand: string }): LocalChatAnswer {
  if (context.answerable && context.parts && context.parts.length > 1)
    return partsAnswer(context.parts, context.language)
  const used = context.answerable ? selectFacts(context.facts) : []
  if (!used.length) return { response: notKnownAnswer(context, site.brand), citations: [] }
  const language = context.language
  // When the best fact has the question's language, a context fact without one (far below it) is left out,
  // rather than the whole answer turned to English; one about as relevant stays, and the answer says so.
  const inLanguage = (fact: RetrievedFact) => language === 'en' || Boolean(fact.translations?.[language])
  const top = used[0]
  const kept =
    top && inLanguage(top)
      ? used.filter((fact) => inLanguage(fact) || fact.score >= top.score * CLOSE_TO_BEST)
      : used
  return { response: sayInLanguage(kept, language), citations: citationsOf(kept) }
}

/**
 * The facts' sentences in the question's language when every one has its translation; else in English, saying so
 * first in the question's language.
 */
function sayInLanguage(facts: readonly RetrievedFact[], language: ChatLanguage): string {
  const translated = language === 'en' || facts.every((fact) => fact.translations?.[language])
  const sentences = facts.map((fact) =>
    sentence((translated && language !== 'en' ? fact.translations?.[language] : undefined) ?? fact.text),
  )
  return (translated ? sentences : [IN_ENGLISH[language], ...sentences]).join(' ')
}

/**
 * Each part of a multi-part question answered in order by its own best facts; each part's first page, then the
 * second page of its first fact (the team a player plays for, the next meeting that shows a head-to-head), is cited
 * before the pages of its other facts, so every part has its citations within the three (§9).
 */
function partsAnswer(parts: NonNullable<RetrievedContext['parts']>, language: ChatLanguage): LocalChatAnswer {
  // A part asking what the site does not store ("… and who's their coach?") is answered by that sentence alone,
  // and cites nothing, as a whole question of it would be.
  // A sentence an earlier part said already is not said again ("what team is X on and what's his KDA?").
  const said = new Set<string>()
  const used = parts.map((part) => {
    const absent = part.facts.find((fact) => fact.notStored)
    const facts = absent ? [absent] : selectFacts(part.facts.filter((f) => !said.has(f.text)))
    const kept = facts.slice(0, FACTS_PER_PART)
    for (const fact of kept) said.add(fact.text)
    return kept
  })
  // In the question's language, as a one-part answer is.
  const response = sayInLanguage(used.flat(), language)
  const cited = used.filter((facts) => !facts[0]?.notStored)
  const citations: string[] = []
  // Each part's own page first: of its first fact's two pages, one no other part cites ("A's carry, mid and
  // offlaner?" cites each player's page, not A's three times; "A's mid and B's mid?" each team's).
  const pagesOf = (facts: readonly RetrievedFact[]) => [facts[0]?.url, facts[0]?.seeAlso]
  // A match's or an event's page before a team's: it shows the one thing asked (a record's next meeting shows it).
  const own = cited.map((facts, i) => {
    const others = new Set(cited.filter((_, j) => j !== i).flatMap(pagesOf))
    const pages = pagesOf(facts).filter((url) => url && !others.has(url))
    return pages.find((url) => ONE_THING_PAGE.test(url ?? '')) ?? pages[0]
  })
  const firsts = cited.map((facts) => facts[0]?.url)
  const seconds = cited.map((facts) => facts[0]?.seeAlso)
  for (const url of [...own, ...firsts, ...seconds, ...citationsOf(cited.flat())]) {
    if (url && !citations.includes(url) && citations.length < CHAT_MAX_CITATIONS) citations.push(url)
  }
  return { response, citations }
}

const ONE_THING_PAGE = /\/(matches|events)\//

/** The facts' pages, then their second pages (a match's team page) while there is room: at most 3 (§9). */
export function citationsOf(facts: readonly RetrievedFact[]): string[] {
  const citations: string[] = []
  const [lead, ...rest] = facts
  for (const url of [lead?.url, lead?.seeAlso, ...rest.map((f) => f.url), ...rest.map((f) => f.seeAlso)]) {
    if (url && !citations.includes(url) && citations.length < CHAT_MAX_CITATIONS) citations.push(url)
  }
  return citations
}
