import { namesATime } from './intent/asks'
import { notStoredTopic } from './intent/intents'
import { GAME_WORDS, isEverydayWord, wordsOf } from './intent/words'
import { holdsStoryWord } from './facts/story-words'
import type { ChatLanguage } from './language'
import type { RetrievedContext, RetrievedFact } from './types'

// What the site does not store (issue #17, decision 040 "Update"): a question about a team's coach, a player's
// mouse or height, a team's sponsor or an event's ticket prices asks for something no page of ours shows. The
// honest answer says so in one sentence in the question's language, with no citation and none of the unrelated
// facts (profile, form, next match) retrieval found about the names it asked about: those answered a question that
// was not asked. The topics are intents.ts's NOT_STORED list and, for what no page shows for anything (viewer numbers,
// salaries and buyouts, ages, gear, tickets), NOWHERE below. Pure.

type Foreign = Exclude<ChatLanguage, 'en'>

/** The topic's words in the chat's other languages; a topic without them keeps its English word. */
const TOPIC_WORDS: Record<string, Record<Foreign, string>> = {
  coach: { es: 'entrenador', pt: 'treinador', fr: "l'entraîneur", de: 'Trainer' },
  match: { es: 'partidos', pt: 'partidas', fr: 'les matchs', de: 'Spielen' },
  manager: { es: 'mánager', pt: 'gerente', fr: 'le manager', de: 'Manager' },
  owner: { es: 'propietario', pt: 'dono', fr: 'le propriétaire', de: 'Eigentümer' },
  sponsor: { es: 'patrocinadores', pt: 'patrocinadores', fr: 'les sponsors', de: 'Sponsoren' },
  salary: {
    es: 'salario o contrato',
    pt: 'salário ou contrato',
    fr: 'le salaire ou le contrat',
    de: 'Gehalt oder Vertrag',
  },
  'prize money': { es: 'premios', pt: 'premiação', fr: 'les gains', de: 'Preisgeld' },
  founding: { es: 'fundación', pt: 'fundação', fr: 'la fondation', de: 'Gründung' },
  'map pool': { es: 'mapas', pt: 'mapas', fr: 'les cartes', de: 'Map-Pool' },
  age: { es: 'edad', pt: 'idade', fr: "l'âge", de: 'Alter' },
  'social media': {
    es: 'redes sociales',
    pt: 'redes sociais',
    fr: 'les réseaux sociaux',
    de: 'sozialen Medien',
  },
  equipment: {
    es: 'equipo y configuración',
    pt: 'equipamento e configuração',
    fr: "l'équipement et les réglages",
    de: 'Ausrüstung und Einstellungen',
  },
  'height and weight': { es: 'estatura', pt: 'altura', fr: 'la taille', de: 'Körpergröße' },
  'most played picks': {
    es: 'personajes más jugados',
    pt: 'personagens mais jogados',
    fr: 'les personnages les plus joués',
    de: 'meistgespielten Charaktere',
  },
  tickets: { es: 'entradas', pt: 'ingressos', fr: 'la billetterie', de: 'Tickets' },
  viewership: { es: 'audiencia', pt: 'audiência', fr: "l'audience", de: 'Zuschauerzahlen' },
  'personal life': { es: 'vida privada', pt: 'vida pessoal', fr: 'la vie privée', de: 'Privatleben' },
  attendance: {
    es: 'asistencia de público',
    pt: 'público presente',
    fr: "l'affluence",
    de: 'Zuschauern vor Ort',
  },
}

/**
 * "I don't have coach information for Cobalt Tide in BO5's data, …": one sentence, the first name the question
 * was found to name (or none), names unchanged.
 */
export function notInDataSentence(
  topic: string,
  name: string | undefined,
  language: ChatLanguage,
  brand: string,
): string {
  if (topic === EARLIER_EDITION) return earlierEditionSentence(name, language, brand)
  if (topic === STORY_DETAIL) return storyDetailSentence(name, language, brand)
  if (language === 'en') {
    return `I don't have ${topic} information${name ? ` for ${name}` : ''} in ${brand}'s data, so I can't answer that without guessing.`
  }
  const word = TOPIC_WORDS[topic]?.[language] ?? topic
  switch (language) {
    case 'es':
      return `No tengo datos de ${word}${name ? ` de ${name}` : ''} en ${brand}, así que no puedo responder sin adivinar.`
    case 'pt':
      return `Não tenho dados de ${word}${name ? ` de ${name}` : ''} no ${brand}, então não posso responder sem adivinhar.`
    case 'fr':
      return `Je n'ai pas de données sur ${word}${name ? ` pour ${name}` : ''} chez ${brand}, je ne peux donc pas répondre sans deviner.`
    case 'de':
      return `Zu ${word}${name ? ` von ${name}` : ''} habe ich keine Daten bei ${brand}, also kann ich nicht antworten, ohne zu raten.`
  }
}

/** The topic of a schedule question about a team only the stories name ("when does Iron Lantern play next?"). */
export const MATCHES = 'match'

/** The topic of a follow-up asking for a tournament's edition before the one talked about ("what about last year?"). */
export const EARLIER_EDITION = 'earlier edition'

/** The topic of a detail a story speaks of without giving it (storyWithoutTheDetail); the name is the story's title. */
export const STORY_DETAIL = 'story detail'

function storyDetailSentence(title: string | undefined, language: ChatLanguage, brand: string): string {
  const story = title ?? ''
  switch (language) {
    case 'en':
      return `I don't have that detail in ${brand}'s data: the story ${story} does not give it, so I can't answer that without guessing.`
    case 'es':
      return `No tengo ese dato en ${brand}: la noticia ${story} no lo da, así que no puedo responder sin adivinar.`
    case 'pt':
      return `Não tenho esse detalhe no ${brand}: a notícia ${story} não o dá, então não posso responder sem adivinhar.`
    case 'fr':
      return `Je n'ai pas ce détail chez ${brand} : l'article ${story} ne le donne pas, je ne peux donc pas répondre sans deviner.`
    case 'de':
      return `Dieses Detail habe ich nicht bei ${brand}: der Artikel ${story} nennt es nicht, also kann ich nicht antworten, ohne zu raten.`
  }
}

function earlierEditionSentence(name: string | undefined, language: ChatLanguage, brand: string): string {
  const of = name ?? ''
  switch (language) {
    case 'en':
      return `I don't have an earlier edition of ${of || 'that tournament'} in ${brand}'s data, so I can't answer that without guessing.`
    case 'es':
      return `No tengo ninguna edición anterior de ${of || 'ese torneo'} en ${brand}, así que no puedo responder sin adivinar.`
    case 'pt':
      return `Não tenho nenhuma edição anterior de ${of || 'esse torneio'} no ${brand}, então não posso responder sem adivinhar.`
    case 'fr':
      return `Je n'ai pas d'édition précédente de ${of || 'ce tournoi'} chez ${brand}, je ne peux donc pas répondre sans deviner.`
    case 'de':
      return `Eine frühere Ausgabe von ${of || 'diesem Turnier'} habe ich nicht bei ${brand}, also kann ich nicht antworten, ohne zu raten.`
  }
}

/**
 * Topics no page of ours shows for anything (a team, a player or an event), whatever the question names, each with
 * the words an article would use when it reports one: an article retrieval found that does ("regional league
 * viewership up 18 percent") answers the question, so it is not "not in our data".
 */
const NOWHERE: Record<string, RegExp> = {
  equipment: /\b(mouse|keyboard|headset|monitor|dpi|sensitivity|crosshair|settings)\b/i,
  'height and weight': /\b(tall|height|weighs?|cm|kg)\b/i,
  'most played picks': /\b(most played|signature)\b/i,
  tickets: /\btickets?\b/i,
  age: /\b(\d+-year-old|aged \d+|born in|birthday)\b/i,
  salary:
    /\b(salar(y|ies)|wages?|buyout|buy-out|release clause|contract worth|paid \$?\d|(transfer )?fee of)/i,
  viewership: /\b(viewers|viewership|audience|watched by)\b/i,
  'personal life': /\b(girlfriend|boyfriend|dating|married|wife|husband|engaged)\b/i,
  attendance: /\b(crowd|attendance|attendees|sold[- ]out|fans in the (arena|venue|hall))\b/i,
}

/**
 * Viewer numbers asked for: "how many viewers did the final have", "peak viewership of the Harbor Pro Series", "how
 * many people watched A vs B"; and pay asked without the word salary ("how much do CS2 pros earn", "how much does
 * X pay its players"). The other topics are intents.ts's NOT_STORED words.
 */
const ASKED: readonly { topic: string; pattern: RegExp }[] = [
  {
    topic: 'viewership',
    pattern:
      /\b(how many (people|ppl|folks|viewers|fans|spectators)( \w+)? (watch(ed|ing)?|tuned in|saw|viewed|did|had)|(number of|peak|average|total|record|most|how many) (viewers|spectators|ccv)|viewers? ?(count|numbers?|figures?|peak)|viewership|audience (size|numbers?|figures?)|view ?count|watch numbers)\b/,
  },
  {
    topic: 'salary',
    pattern:
      /\b(how much (do|does|did|is|are|would|will) ([\w'-]+ ){1,4}(earn|make|get paid|paid|pay)( (its|their|his|her) players)?|earn(s|ing)? (per|a|each) (month|year|week)|pay (its|their) players)\b/,
  },
]

/** Topics stored for nothing: said to be missing even when no name is recognised. */
const STORED_FOR_NOTHING = new Set(Object.keys(NOWHERE))

/**
 * What the question (with its English cues, language.ts) asks that the site does not store, and about whom: the
 * "not stored" fact retrieval found for a team or player, or a topic stored for nothing (with the first name
 * recognised, if any) that no article retrieval found reports. Undefined otherwise.
 */
export function notInData(
  question: string,
  context: Pick<RetrievedContext, 'facts' | 'recognised'>,
): { topic: string; name?: string } | undefined {
  const stored = context.facts.find((fact) => fact.notStored)?.notStored
  if (stored) return stored
  const text = question.toLowerCase()
  const topic = ASKED.find(({ pattern }) => pattern.test(text))?.topic ?? notStoredTopic(question)
  if (!topic || !STORED_FOR_NOTHING.has(topic)) return storyWithoutTheDetail(question, context.facts)
  const reported = NOWHERE[topic]
  if (
    reported &&
    context.facts.some(
      (fact) => (fact.kind === 'article' || fact.kind === 'game-news') && reported.test(fact.text),
    )
  )
    return storyWithoutTheDetail(question, context.facts)
  const name = context.recognised.players[0] ?? context.recognised.teams[0]
  return name ? { topic, name } : { topic }
}

/**
 * What a question asks a detail of, and what kind of detail: "which map is X dropping" (map: a name), "who's A's
 * stand-in" (stand-in: a name), "how big was the fine" (fine: an amount). The thing is the noun after the asking
 * words (after a possessive, numbers and "the" left out). Undefined for other questions.
 */
function detailAsked(question: string): { thing: string; wants: 'name' | 'amount' } | undefined {
  const text = question
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(COUNT_AFTER_ASKING, '$1 ')
  const which = text.match(/\bwhich ((?:[a-z0-9'-]+ ){0,3}?)([a-z-]{3,})\b/)
  const who = text.match(
    /\bwho(?:'s| is| are| was| were) (?:the )?((?:[a-z0-9-]+ ){0,3}?(?:[a-z0-9-]+'s? )?)(?:(?:[a-z0-9]+ ){0,2})([a-z-]{3,})(?= (?:in|for|of|at|on|before|after|with|now|right now)\b|[?.!]|$)/,
  )
  const amount = text.match(
    /\bhow (?:much|big|many|large)\b(?: (?:is|are|was|were|do|does|did|will|would))?(?: (?:the|a|an|their|his|her|its))? ([a-z-]{3,})\b/,
  )
  const thing = (which?.[2] && !NUMBER_WORD.test(which[2]) ? which[2] : undefined) ?? who?.[2]
  if (thing && !STORY_DETAIL_SKIP.has(thing)) return { thing, wants: 'name' }
  if (amount?.[1] && !STORY_DETAIL_SKIP.has(amount[1])) return { thing: amount[1], wants: 'amount' }
  return undefined
}

/** Words after an asking word that are not the thing asked of ("which one", "how much is it"). */
const STORY_DETAIL_SKIP = new Set([
  'one',
  'ones',
  'you',
  'they',
  'them',
  'this',
  'that',
  'these',
  'those',
  'there',
])

/** Numbers as a story or a question writes them in words. */
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half'

/** A number as a story writes one in words. */
const NUMBER_WORD = new RegExp(`^(?:${NUMBER_WORDS})$`)

/** A count after "which" or "the" ("which two maps", "the 16 teams"), left out before the thing asked is read. */
const COUNT_AFTER_ASKING = new RegExp(`\\b(which|the) (?:(?:\\d+|${NUMBER_WORDS}) )+`, 'g')

/** The house's lead-in before a lede ("Quick read:", "The rundown:", "From the analyst desk:"). */
const LEAD_IN = /^[^:"']{1,30}:\s+/

/** The names a story's sentence writes: capitalised words in a row, a nickname in quotes among them. */
function namesWritten(sentence: string): { words: string[]; first: boolean }[] {
  const names: { words: string[]; first: boolean }[] = []
  const pattern =
    /(?:['"‘“][^'"’”\s]{2,}['"’”]|\p{Lu}[\p{L}\p{N}-]*)(?:\s+(?:['"‘“][^'"’”\s]{2,}['"’”]|\p{Lu}[\p{L}\p{N}-]*))*/gu
  for (const match of sentence.matchAll(pattern)) {
    names.push({ words: wordsOf(match[0]), first: match.index === 0 })
  }
  return names
}

/** Whether a sentence writes an amount: a number (in figures or words) that is not a year, a date or the question's own. */
function writesAmount(sentence: string, asked: ReadonlySet<string>): boolean {
  const lower = sentence.toLowerCase()
  if (/[$€£]\s?\d/.test(lower)) return true
  for (const match of lower.matchAll(/\b(\d[\d,.]*|[a-z]+)\b/g)) {
    const word = match[1] ?? ''
    if (asked.has(word)) continue
    if (/^\d/.test(word)) {
      if (/^(19|20)\d\d$/.test(word)) continue
      const around = lower.slice(Math.max(0, (match.index ?? 0) - 12), (match.index ?? 0) + word.length + 12)
      if (namesATime(around)) continue
      return true
    }
    if (NUMBER_WORD.test(word)) return true
  }
  return false
}

/**
 * A story that speaks of the detail asked without giving it (decision 040, round 18): "which map is the league
 * dropping" answered by a story saying one map will be dropped, "how big was the fine" by one saying "the fine is
 * small", "who's A's stand-in" by one saying A will use a stand-in. When the story leads the answer and none of its
 * quoted sentences holding the thing asked writes a name (or an amount) the question does not, the honest answer is
 * that we do not have it: the story's title, nothing cited. Undefined when the story gives it or speaks of another thing.
 */
function storyWithoutTheDetail(
  question: string,
  facts: readonly RetrievedFact[],
): { topic: string; name?: string } | undefined {
  const lead = facts[0]
  if (!lead || (lead.kind !== 'article' && lead.kind !== 'game-news')) return undefined
  const asked = detailAsked(question)
  if (!asked) return undefined
  const [title, ...quotes] = [...lead.text.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '')
  if (!title || !quotes.length) return undefined
  const questionWords = new Set(wordsOf(question))
  const speaking = quotes
    .map((quote) => quote.replace(LEAD_IN, ''))
    .filter((quote) => holdsStoryWord(wordsOf(quote), quote.toLowerCase(), asked.thing))
  if (!speaking.length) return undefined
  const gives = (quote: string) =>
    asked.wants === 'amount'
      ? writesAmount(quote, questionWords)
      : namesWritten(quote).some(
          ({ words, first }) =>
            !words.some((w) => questionWords.has(w) || GAME_WORDS.has(w)) &&
            !namesATime(words.join(' ')) &&
            !(first && words.length === 1 && isEverydayWord(words[0] ?? '')),
        )
  if (speaking.some(gives)) return undefined
  return { topic: STORY_DETAIL, name: `"${title}"` }
}
