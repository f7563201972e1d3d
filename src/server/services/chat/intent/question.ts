import type { GameSlug } from '#shared/domain/games'
import { COMMON_WORDS } from '#server/ai/common-words'
import { type ChatIntent, detectGames, detectIntents } from './intents'
import {
  GAME_WORDS,
  GENERIC_NAME_WORDS,
  INTENT_WORDS,
  normalizeText,
  type QuestionToken,
  STOP_WORDS,
  tokenize,
} from './words'

// How the chat reads a question, as plain functions over plain data: which games and intents it mentions
// (intents.ts), which words to look names up with (here), which of the looked-up teams, players and tournaments it
// really names (names.ts), and which look-ups answer it (plan.ts). No I/O here; ../retrieval.ts runs the look-ups.
//
// The rules, in short:
// - Words are letters and digits; case, accents and possessives ("Nine's") do not matter.
// - A game is named by cs2 / cs / cs:go / counter-strike, lol / league of legends, dota / dota 2, valorant / vct.
// - An intent is named by the phrases in INTENT_RULES (e.g. "who plays for", "next match", "how did", "latest").
// - A team is named by its full name or slug (strong), its acronym (uppercase when the acronym is also an English
//   word, so "vow" is not Vistula Owls but "VOW" is), or one distinctive word of its name ("Wolves"): at least 4
//   letters, not an everyday word, no other team's, and not part of another name ("Kestrel Row" is not Kestrel
//   Nine: a capitalised neighbour that is not in the team's name vetoes it).
// - A player is named by the in-game name, or the real name (first and last), or a capitalised last name no other
//   candidate shares.
// - A tournament is named by its league's name ("Longship Masters") or one distinctive word of it; stage and
//   season words ("main event", "winter") choose among the league's tournaments, else the current one, else the
//   next, else the latest.
// - Words already taken by a stronger name are not reused for a weaker one.

export interface ParsedQuestion {
  question: string
  /** Lowercase, apostrophes unified, single spaces: what the intent and game rules read. */
  text: string
  tokens: QuestionToken[]
  games: GameSlug[]
  intents: ChatIntent[]
  /** Words to find candidate teams, players and tournaments with (no stop words, no game words). */
  lookupWords: string[]
  /** Words and numbers to search articles with when no name answers the question (no intent or game words). */
  keywords: string[]
}

export function parseQuestion(question: string): ParsedQuestion {
  const tokens = tokenize(question)
  const text = normalizeText(question)
  const games = detectGames(question)
  const intents = detectIntents(question)
  const unique = (words: string[]) => [...new Set(words)]
  // Both the folded and the written form: the database's 'simple' vectors keep accents ("kalniņš").
  const lookupWords = unique(
    tokens
      .flatMap((t) => [t.word, t.raw.toLowerCase()])
      .filter((w) => !STOP_WORDS.has(w) && !GAME_WORDS.has(w) && (w.length >= 2 || /\d/.test(w))),
  )
  const keywords = unique(
    tokens
      .map((t) => t.word)
      .filter(
        (w) =>
          !STOP_WORDS.has(w) &&
          !INTENT_WORDS.has(w) &&
          !GAME_WORDS.has(w) &&
          !GENERIC_NAME_WORDS.has(w) &&
          (w.length >= 3 || /^\d{2,}$/.test(w)),
      ),
  )
  // Version numbers ("patch 7.42") stay whole, as the english parser indexes them.
  const versions = [...new Set(question.match(/\b\d+\.\d+[a-z]?\b/gi) ?? [])]
  const versionParts = new Set(versions.flatMap((v) => v.toLowerCase().split('.')))
  // "league of legends": "league" and "of" are ordinary words, "legends" is taken by the game.
  return {
    question,
    text,
    tokens,
    games,
    intents,
    lookupWords,
    keywords: [
      ...versions,
      ...keywords.filter((w) => !versionParts.has(w) && !(games.includes('lol') && w === 'league')),
    ],
  }
}

/**
 * The strongest search keywords: the ones that are not everyday English words (names, numbers, rare words), or
 * all of them when every one is an everyday word.
 */
export function searchKeywords(parsed: ParsedQuestion): string[] {
  const rare = parsed.keywords.filter((w) => !COMMON_WORDS.has(w))
  return rare.length ? rare : parsed.keywords
}

/** "northwind-wolves"-style slugs of every run of 2 to 4 words, to find a team by a slug typed as such. */
export function slugCandidates(parsed: ParsedQuestion): string[] {
  const words = parsed.tokens.map((t) => t.word)
  const slugs: string[] = []
  for (let size = 2; size <= 4; size += 1) {
    for (let i = 0; i + size <= words.length; i += 1) slugs.push(words.slice(i, i + size).join('-'))
  }
  return slugs.slice(0, 60)
}
