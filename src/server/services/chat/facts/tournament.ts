import { tierLabel } from '#shared/domain/tiers'
import { joinList } from '#server/ai/local/plain-text'
import { dateText, gameName } from './words'

// Facts about a tournament: what and when it is, and who plays in it (see words.ts).

interface TournamentFactInput {
  name: string
  tier: string
  game: string
  leagueName: string | null
  beginAt: Date | null
  endAt: Date | null
}

/** "Longship Masters Winter 2026: Main Event is a Tier 1 Counter-Strike 2 tournament that starts on …". */
export function tournamentText(t: TournamentFactInput, now: Date): string {
  const tier = tierLabel(t.tier)
  const what = `${t.name} is a ${tier ? `${tier.replace('TIER', 'Tier')} ` : ''}${gameName(t.game)} tournament`
  const begin = t.beginAt && !Number.isNaN(t.beginAt.getTime()) ? t.beginAt : null
  const end = t.endAt && !Number.isNaN(t.endAt.getTime()) ? t.endAt : null
  if (begin && end) {
    if (begin > now) return `${what} that starts on ${dateText(begin)} and runs until ${dateText(end)}.`
    if (end < now) return `${what} that ran from ${dateText(begin)} to ${dateText(end)}.`
    return `${what} under way since ${dateText(begin)}, running until ${dateText(end)}.`
  }
  if (begin) return `${what} that ${begin > now ? 'starts' : 'started'} on ${dateText(begin)}.`
  return `${what}.`
}

/** "Teams playing in Longship Masters Winter 2026: Main Event: Northwind Wolves, … and Steppe Comets." */
export function tournamentTeamsText(tournamentName: string, teamNames: readonly string[]): string {
  return `Teams playing in ${tournamentName}: ${joinList(teamNames)}.`
}
