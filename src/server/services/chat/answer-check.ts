import {
  asksRoleOfPlayer,
  asksStatLeader,
  asksTeamRank,
  ROLE_AND_STAT_VOCABULARY,
  rankAsked,
  roleAsked,
  statAsked,
} from './intent/asks'
import {
  asksYesOrNo,
  type ChatIntent,
  detectIntents,
  eventWinClaim,
  INTENT_VOCABULARY,
  notStoredTopic,
  opensWithPremise,
  placeClaim,
  resultClaim,
} from './intent/intents'
import { editDistance } from './intent/names'
import { GAME_WORDS, INTENT_WORDS, STOP_WORDS, tokenize, wordsOf } from './intent/words'
import type { RetrievedContext, RetrievedFact } from './types'

// The answer's self-check (issue #17, round 16): when retrieval could only find the profile of what the question
// names (a team's or a player's card), the question may ask for a property the card does not state and the site
// does not store ("where is A's bootcamp", "what does P eat before games"). Rather than answering another question
// with the card, the chat says it does not have that. The check is by vocabulary, not by a list of such properties:
// a word of the question that is not a function word, not a word any intent rule reads (intents.ts
// INTENT_VOCABULARY), not a name the question was found to name and not in any fact found is what the card does not
// say. English questions only: the other languages' words are not in the rules' vocabulary. Pure.

/** Kinds of fact that make a profile: the team's or player's card and the player's team changes. */
const PROFILE_KINDS: ReadonlySet<RetrievedFact['kind']> = new Set(['team', 'player'])

/**
 * Intents that a profile answers: where a team is based, who a player is. A question with any other intent was
 * read as asking something the rules know, and a profile leading its answer is another stage's miss.
 */
const PROFILE_INTENTS: ReadonlySet<ChatIntent> = new Set(['team-profile', 'player', 'event-setting'])

/** Chat filler and words of asking that carry no property ("pls", "bro", "quick question", "do you know"). */
const FILLER_WORDS = new Set(
  `pls plz please lol lmao haha bro bruh dude dudes guy guys man mate mates lad lads boys folks people person yo ya
  u ur thx ty tbh imo btw omg idk ngl fr rn atm wanna gonna gotta kinda sorta pretty really actually even still
  anyway anyways exactly basically honestly seriously quick question wondering wonder curious know think say said
  mean need want tell explain remind anybody everyone somebody thing things stuff lot lots much many well also
  again yet ever never always usually currently right now today here there their they them these those other
  another same one ones way maybe probably sure guess hmm huh wait okay alright cool nice great happen according
  track tracks isnt arent wasnt werent doesnt dont didnt hasnt havent wont cant couldnt shouldnt`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * A role, a statistic, a place in a ranking, a topic the site is known not to store, a claim to check or a reason
 * asked ("why did A drop P"): each has its own answer, which a profile may lead.
 */
function asksOtherwise(question: string): boolean {
  return (
    /^\W*why\b/i.test(question) ||
    roleAsked(question) !== undefined ||
    asksRoleOfPlayer(question) ||
    statAsked(question) !== undefined ||
    asksStatLeader(question) ||
    rankAsked(question) !== undefined ||
    asksTeamRank(question) ||
    notStoredTopic(question) !== undefined ||
    asksYesOrNo(question) ||
    opensWithPremise(question) ||
    placeClaim(question) !== undefined ||
    eventWinClaim(question) ||
    resultClaim(question) !== undefined
  )
}

/** The forms a word may be read in: "bootcamps" is "bootcamp", "played" is "play", "playing" is "play". */
function forms(word: string): string[] {
  const out = [word]
  for (const suffix of ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) out.push(word.slice(0, -suffix.length))
  }
  return out
}

function known(word: string): boolean {
  return forms(word).some(
    (form) =>
      STOP_WORDS.has(form) ||
      INTENT_WORDS.has(form) ||
      INTENT_VOCABULARY.has(form) ||
      ROLE_AND_STAT_VOCABULARY.has(form) ||
      GAME_WORDS.has(form) ||
      FILLER_WORDS.has(form),
  )
}

/** A word spelt like one of `words`: the same, or a letter or two off for a long word (a typo of a name). */
function spelledLikeAny(word: string, words: ReadonlySet<string>): boolean {
  if (words.has(word)) return true
  const budget = word.length >= 4 ? 2 : 0
  if (!budget) return false
  for (const other of words) {
    if (Math.abs(other.length - word.length) <= budget && editDistance(word, other) <= budget) return true
  }
  return false
}

/**
 * The words of what the question asks that the profile found does not state, with the first name recognised; or
 * undefined when the answer is not a profile alone, when the question asks a role, a statistic or something the
 * not-stored topics name (answered elsewhere), or when every word is known.
 */
export function propertyNotStated(
  question: string,
  context: Pick<RetrievedContext, 'facts' | 'recognised' | 'language' | 'parts' | 'history'>,
): { words: string; name?: string } | undefined {
  // A follow-up reads its subject from the turns before: what it asks is not in its own words alone.
  if (context.language !== 'en' || context.parts || context.history.length || !context.facts.length)
    return undefined
  const lead = context.facts.reduce((best, fact) => (fact.score > best.score ? fact : best))
  if (!PROFILE_KINDS.has(lead.kind)) return undefined
  if (!detectIntents(question).every((intent) => PROFILE_INTENTS.has(intent))) return undefined
  if (asksOtherwise(question)) return undefined
  const named = new Set(
    [...context.recognised.teams, ...context.recognised.players, ...context.recognised.games].flatMap(wordsOf),
  )
  const stated = new Set(context.facts.flatMap((fact) => wordsOf(fact.text)))
  const unstated = tokenize(question)
    .map((token) => token.word)
    .filter(
      (word) =>
        word.length > 2 &&
        !/\d/.test(word) &&
        !known(word) &&
        !spelledLikeAny(word, named) &&
        !forms(word).some((form) => stated.has(form)),
    )
  if (!unstated.length) return undefined
  const name = context.recognised.players[0] ?? context.recognised.teams[0]
  return { words: [...new Set(unstated)].slice(0, 3).join(' '), ...(name ? { name } : {}) }
}

/** "I don't have anything about "bootcamp" for Polar Static in BO5's data, …": one sentence, English. */
export function propertyNotStatedSentence(found: { words: string; name?: string }, brand: string): string {
  const about = found.name ? ` for ${found.name}` : ''
  return `I don't have anything about "${found.words}"${about} in ${brand}'s data, so I can't answer that without guessing.`
}
