import { notStoredTopic } from './intent/intents'
import type { ChatLanguage } from './language'
import type { RetrievedContext } from './types'

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
  if (!topic || !STORED_FOR_NOTHING.has(topic)) return undefined
  const reported = NOWHERE[topic]
  if (
    reported &&
    context.facts.some(
      (fact) => (fact.kind === 'article' || fact.kind === 'game-news') && reported.test(fact.text),
    )
  )
    return undefined
  const name = context.recognised.players[0] ?? context.recognised.teams[0]
  return name ? { topic, name } : { topic }
}
