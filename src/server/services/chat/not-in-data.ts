import type { ChatLanguage } from './language'
import type { RetrievedContext } from './types'

// What the site does not store (issue #17, decision 040 "Update"): a question about a team's coach, a player's
// mouse or height, a team's sponsor or an event's ticket prices asks for something no page of ours shows. The
// honest answer says so in one sentence in the question's language, with no citation and none of the unrelated
// facts (profile, form, next match) retrieval found about the names it asked about: those answered a question that
// was not asked. The topics are intents.ts's NOT_STORED list. Pure.

type Foreign = Exclude<ChatLanguage, 'en'>

/** The topic's words in the chat's other languages; a topic without them keeps its English word. */
const TOPIC_WORDS: Record<string, Record<Foreign, string>> = {
  coach: { es: 'entrenador', pt: 'treinador', fr: "l'entraîneur", de: 'Trainer' },
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

/** Topics no page of ours shows for anything (a team, a player or an event), whatever the question names. */
const NOWHERE = new Set(['equipment', 'height and weight', 'most played picks', 'tickets'])

/**
 * What the question asks that the site does not store, and about whom: the "not stored" fact retrieval found for
 * a team or player, or a topic stored for nothing (with the first name recognised, if any). Undefined otherwise.
 */
export function notInData(
  topic: string | undefined,
  context: Pick<RetrievedContext, 'facts' | 'recognised'>,
): { topic: string; name?: string } | undefined {
  const stored = context.facts.find((fact) => fact.notStored)?.notStored
  if (stored) return stored
  if (!topic || !NOWHERE.has(topic)) return undefined
  const name = context.recognised.players[0] ?? context.recognised.teams[0]
  return name ? { topic, name } : { topic }
}
