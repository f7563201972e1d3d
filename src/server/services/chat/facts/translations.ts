import { tierLabel } from '#shared/domain/tiers'
import { joinList } from '#server/ai/local/plain-text'
import type { ChatLanguage } from '../language'
import { type RosterPlayer, rosterEntries } from './team'
import { clean, gameName } from './words'

// The chat's fact sentences in its other languages (issue #17 item 6, decision 040), for the facts asked most: a
// team's profile and its roster. Names, numbers, places and role words are the data's, unchanged; only the words
// around them are translated. A fact without a translation is answered in English, saying so (local/chat.ts).

type Translations = Partial<Record<Exclude<ChatLanguage, 'en'>, string>>

const AND: Record<Exclude<ChatLanguage, 'en'>, string> = { es: 'y', pt: 'e', fr: 'et', de: 'und' }

/** teamProfileText's sentence: "Northwind Wolves (NWW) es un equipo de Counter-Strike 2 con sede en Sweden, Tier 1." */
export function teamProfileTranslations(team: {
  name: string
  acronym: string | null
  location: string | null
  currentVideogame: string
  tier: string
}): Translations {
  const acronym = clean(team.acronym)
  const name = `${team.name}${acronym && acronym !== team.name ? ` (${acronym})` : ''}`
  const location = clean(team.location)
  const tier = tierLabel(team.tier)?.replace('TIER', 'Tier')
  const game = gameName(team.currentVideogame)
  const at = (words: string) => (location ? ` ${words} ${location}` : '')
  const rated = tier ? `, ${tier}` : ''
  return {
    es: `${name} es un equipo de ${game}${at('con sede en')}${rated}.`,
    pt: `${name} é um time de ${game}${at('sediado em')}${rated}.`,
    fr: `${name} est une équipe de ${game}${at('basée en')}${rated}.`,
    de: `${name} ist ein ${game}-Team${at('aus')}${rated}.`,
  }
}

/** rosterText's sentence: "La plantilla activa de Northwind Wolves (5 jugadores): Vantorr (Linus Nyström), …". */
export function rosterTranslations(teamName: string, roster: readonly RosterPlayer[]): Translations {
  if (!roster.length) return {}
  const entries = rosterEntries(roster)
  const n = roster.length
  return {
    es: `La plantilla activa de ${teamName} (${n} ${n === 1 ? 'jugador' : 'jugadores'}): ${joinList(entries, AND.es)}.`,
    pt: `O elenco ativo de ${teamName} (${n} ${n === 1 ? 'jogador' : 'jogadores'}): ${joinList(entries, AND.pt)}.`,
    fr: `L'effectif actif de ${teamName} (${n} ${n === 1 ? 'joueur' : 'joueurs'}) : ${joinList(entries, AND.fr)}.`,
    de: `Der aktive Kader von ${teamName} (${n} Spieler): ${joinList(entries, AND.de)}.`,
  }
}
