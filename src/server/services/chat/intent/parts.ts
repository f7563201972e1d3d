// Multi-part questions (issue #17 item 3): "when do A play next, and did they beat B last time?" is two questions,
// answered in order, each from its own look-ups. A question splits where a new question starts: after a question
// mark, a semicolon or a "+", "and" before a question word, a comma before a question word when the words before
// it asked a question too ("what tier is A, where is B from, and …"), and "and" between two possessives asking the
// same ("A's mid and B's mid?"). A comma alone does not split ("A v B, who has the upper hand?" is one question).
// A later part is read as a follow-up of the parts before it (../retrieval.ts). A list of roles asked of one name
// ("A's jungler and support?") is a part per role.

import { asksMapsPlayed, roleAsked, statAsked } from './asks'
import { detectIntents, opensWithPremise } from './intents'

const QUESTION_WORDS = [
  'when|who|whom|whose|what|which|where|why|how|whats|whos|wheres|hows|whens|did|does|do|is|are|was|were|has|have|had|can|could|will|would|should|tell|show|give|list',
  // The same in Spanish, Portuguese, French and German ("… y ¿quién es su mid?", "… et qui est leur coach ?").
  '¿?(?:quién|quien|quiénes|quienes|cuándo|cuando|qué|cuál|cual|cuáles|dónde|donde|cómo|cuántos|cuántas|cuantos|cuantas)',
  'quem|quando|qual|quais|onde|quantos|quantas|porque|por que',
  'qui|quand|quel|quelle|quels|quelles|où|comment|combien|pourquoi|est-ce',
  'wer|wen|wem|wann|wo|wie|welche|welcher|welches|welchen|warum|hat|ist|sind',
].join('|')

/** "And", "also" and "plus" in the chat's five languages: the words that join one question to the next. */
const AND_WORDS = 'and|also|plus|y|además|tambien|también|e|além disso|et|aussi|und|auch|außerdem'

/**
 * A later part that asks again of what the part before named, by a pronoun ("mid laner of A and his KDA", "A: result
 * of their final, and their league record") or of another opponent ("A's record vs B, and vs C?").
 */
const ASKS_AGAIN = String.raw`(?:their|his|her|vs|versus|against)\s+\S`

/**
 * A later part that asks the question before of something else, its verb left out: "prize pool of X and of Y",
 * "what changed in the Valorant patch and in the CS2 one", "h2h A vs B and A vs C".
 */
const ASKS_OF_ANOTHER = String.raw`(?:in|of|for|at|on|from)\s+\S|(?:\S+\s+){1,3}(?:vs|versus|v)\s+\S`

/** Words that join a new question to the one before ("? also what …"): not part of the question they open. */
const CONNECTOR = new RegExp(`^(?:(?:${AND_WORDS}|then|oh and)\\s+)+`, 'i')

/** A possessive ("Baltic Forge's", "Highland Embers'"). */
const POSSESSIVE = String.raw`[^\s'’]+(?:['’]s|s['’])(?=[\s?.,!]|$)`

// Captured, so that splitQuestion knows which separator it cut at.
const SPLIT = new RegExp(
  [
    String.raw`\?\s+(?=\S)`,
    String.raw`;\s*`,
    String.raw`\s+\+\s+`,
    String.raw`,?\s+(?:${AND_WORDS})\s+(?=(?:${QUESTION_WORDS})(?![\p{L}]))`,
    String.raw`,\s+(?=(?:${QUESTION_WORDS})(?![\p{L}]))`,
    String.raw`,?\s+and\s+(?=(?:\S+\s+){0,3}${POSSESSIVE})`,
    String.raw`,?\s+(?:and|plus)\s+(?=${ASKS_AGAIN})`,
    String.raw`,?\s+and\s+(?=${ASKS_OF_ANOTHER})`,
  ]
    .map((s) => `(?:${s})`)
    .join('|')
    .replace(/^/, '(')
    .concat(')'),
  'iu',
)
/** A separator holding a joining word (", and", ", y"), not a comma alone. */
const JOINED = new RegExp(`(?:^|\\s)(?:${AND_WORDS})\\s`, 'i')
const STARTS_A_QUESTION = new RegExp(`^(?:${QUESTION_WORDS})(?![\\p{L}])`, 'iu')
/** A possessive with the thing asked after it ("Saffron Sentinels' mid"). */
const ASKS_OF_POSSESSIVE = new RegExp(`${POSSESSIVE}\\s+[\\p{L}]`, 'iu')

const ASKS_AGAIN_AT = new RegExp(`^${ASKS_AGAIN}`, 'i')
const ASKS_OF_ANOTHER_AT = new RegExp(`^(?:${ASKS_OF_ANOTHER})`, 'i')

/**
 * Whether the words before a pronoun's part are a question of their own, not only a name: three words or more
 * ("mid laner of Jade Meridian", "saffron sentinels: result of their final"), or a name and the statistic asked of
 * it ("X kda and A's record vs B"); "Cobalt Tide and their rivals" is one.
 */
function asksOfAName(before: string): boolean {
  return before.trim().split(/\s+/).length >= 3 || statAsked(before) !== undefined
}

/** At most this many parts: a longer list is read as one question. */
const MAX_PARTS = 3

/**
 * "A jungler and support?", "A carry, mid and offlaner?": one name asked for several roles, each role a question of
 * its own; the later ones are read as follow-ups ("and support?") of the part before. Undefined when the question
 * does not end with such a list.
 */
function rolesListed(question: string): string[] | undefined {
  const pieces = question.replace(/[?!.\s]+$/, '').split(/\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/i)
  const [first, ...more] = pieces
  if (!first || !more.length) return undefined
  const alone = (piece: string) =>
    piece.split(/\s+/).length <= 3 && !STARTS_A_QUESTION.test(piece) && roleAsked(piece) !== undefined
  const lastWords = first.split(/\s+/).slice(-2).join(' ')
  if (!more.every(alone) || !roleAsked(lastWords)) return undefined
  return [first, ...more.map((piece) => `and ${piece}?`)]
}

/** What a few words ask, without a name: the question's intents, and the maps. */
function asked(words: string): string[] {
  return [...detectIntents(words), ...(asksMapsPlayed(words) ? ['maps'] : [])]
}

/**
 * "X prize pool and winner", "A next match and last result", "the final: score and maps?": a question ending in a
 * short list of things asked of one subject, whatever they are. Each is a part (the later ones read as "and
 * winner?" of the part before), when the last item asks something the words before it do not.
 */
function asksListed(question: string): string[] | undefined {
  const found = /^(.*\S)\s*,?\s+(?:and|\+|plus|&)\s+((?:[^\s,?]+\s*){1,3})\??\s*$/i.exec(question.trim())
  if (!found) return undefined
  const [, head = '', tail = ''] = found
  const ofTail = asked(tail)
  const ofHead = asked(head)
  if (!ofTail.length || !ofHead.length || ofTail.every((intent) => ofHead.includes(intent))) return undefined
  return [head, `and ${tail.trim()}?`]
}

/** The parts of a question, in order; one part when it asks one thing. */
export function splitQuestion(question: string): string[] {
  const roles = rolesListed(question)
  if (roles && roles.length <= MAX_PARTS) return roles
  const pieces = question.split(SPLIT)
  const parts: string[] = [pieces[0] ?? '']
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i] ?? ''
    const next = pieces[i + 1] ?? ''
    // A part that opens a question of its own is read as one, without the word joining it ("? also what …"); one
    // that does not ("? and Highland Embers'?", "; Highland Embers'?") continues the question before it, and says so.
    const bare = next.trim().replace(CONNECTOR, '')
    const part = STARTS_A_QUESTION.test(bare) ? bare : `and ${bare}`
    const before = parts[parts.length - 1] ?? ''
    // After a question mark, words that ask nothing themselves ("A vs B score? longship masters semifinal") say
    // which match the question before means: they stay with it.
    const asks = STARTS_A_QUESTION.test(bare) || bare.endsWith('?') || (pieces[i + 2] ?? '').startsWith('?')
    const splits = separator.startsWith('?')
      ? asks
      : separator.startsWith(',') && !JOINED.test(separator)
        ? // "A v B, who has the upper hand?" is one question; "what tier is A, where is B from" two, and so is
          // "since A beat B in the final, who do they play next" (the claim judged first).
          STARTS_A_QUESTION.test(before.trim()) || opensWithPremise(before)
        : /\b(and|plus)\b/i.test(separator) && (ASKS_AGAIN_AT.test(bare) || ASKS_OF_ANOTHER_AT.test(bare))
          ? // "mid laner of A and his KDA": the words before asked something of a name of their own.
            asksOfAName(before)
          : /\band\b/i.test(separator) && !STARTS_A_QUESTION.test(bare)
            ? // "A's mid and B's mid?": two possessives asking the same; "record of A and B's" is one question.
              ASKS_OF_POSSESSIVE.test(before)
            : true
    if (splits) parts.push(part)
    else parts[parts.length - 1] += separator + next
  }
  const split = parts.map((p) => p.trim()).filter((p) => /[\p{L}\p{N}]/u.test(p))
  if (split.length >= 2 && split.length <= MAX_PARTS) return split
  return asksListed(question) ?? [question]
}
