import { countryNameFromIso2 } from '#shared/domain/countries'
import type { GameSlug } from '#shared/domain/games'
import { slugify } from '#shared/domain/slug'
import { type Tier, tierRank } from '#shared/domain/tiers'
import type { PandaScoreMatch, PandaScoreTeam } from './schemas'
import { DAY_MS, type TeamRow, esportsRowId, gameFromVideogame } from './map-rows'
import { matchSkipReason, resultFor, sides, tournamentTier } from './map-matches'

// PandaScore → product rows: teams, their activity and quality score (docs/decisions/002-team-quality-score.md).
// Pure (see map-rows.ts).

interface TeamActivity {
  game: GameSlug
  /** Best tier of the tournaments the team has matches in (canceled and postponed ones aside). */
  tier: Tier
  tournamentIds: Set<number>
  /** Finished matches. */
  finished: number
  wins: number
  losses: number
  draws: number
  /** Finished matches that began in the last RECENT_ACTIVITY_DAYS before now. */
  recentFinished: number
}

const RECENT_ACTIVITY_DAYS = 30

/** Per PandaScore team id, what the team did in these matches. Skipped matches do not count. */
export function collectTeamActivity(
  matches: readonly PandaScoreMatch[],
  now: Date,
): Map<number, TeamActivity> {
  const activity = new Map<number, TeamActivity>()
  const recentFrom = now.getTime() - RECENT_ACTIVITY_DAYS * DAY_MS
  for (const match of matches) {
    const game = gameFromVideogame(match.videogame, match.videogame_title)
    const pair = sides(match)
    if (matchSkipReason(match) || !game || !pair) continue
    const tier = tournamentTier(match.tournament, match.serie)
    const at = Date.parse(match.begin_at ?? match.scheduled_at ?? '')
    for (const team of pair) {
      const entry = activity.get(team.id) ?? {
        game,
        tier: 'unknown',
        tournamentIds: new Set<number>(),
        finished: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        recentFinished: 0,
      }
      entry.tournamentIds.add(match.tournament.id)
      if (tierRank(tier) < tierRank(entry.tier)) entry.tier = tier
      if (match.status === 'finished') {
        entry.finished++
        const result = resultFor(match, team.id)
        if (result === 'win') entry.wins++
        else if (result === 'loss') entry.losses++
        else if (result === 'draw') entry.draws++
        if (at >= recentFrom && at <= now.getTime()) entry.recentFinished++
      }
      activity.set(team.id, entry)
    }
  }
  return activity
}

// The quality score's parts; their sum is at most 45 + 40 + 15 = 100.
const TIER_POINTS: Readonly<Record<Tier, number>> = { 'tier-1': 45, 'tier-2': 30, 'tier-3': 15, unknown: 5 }
const WIN_RATE_POINTS = 40
const ACTIVITY_POINTS = 15
/** Finished matches in the recent window that count as fully active. */
const ACTIVITY_SATURATION = 6
/** Prior of two wins and two losses, so a 1-0 team does not outrank a 25-5 one. */
const WIN_RATE_PRIOR = 2

interface TeamQualityInput {
  tier: Tier
  wins: number
  losses: number
  draws: number
  recentFinished: number
}

/**
 * Team quality score, 0 to 100, one decimal (ADR 002): tier points (45/30/15/5) + 40 × smoothed win
 * rate ((wins + draws/2 + 2) / (finished + 4)) + 15 × min(recent finished matches, 6) / 6.
 */
export function teamQualityScore(input: TeamQualityInput): number {
  const finished = input.wins + input.losses + input.draws
  const winRate = (input.wins + input.draws / 2 + WIN_RATE_PRIOR) / (finished + 2 * WIN_RATE_PRIOR)
  const activity = Math.min(input.recentFinished, ACTIVITY_SATURATION) / ACTIVITY_SATURATION
  const score = TIER_POINTS[input.tier] + WIN_RATE_POINTS * winRate + ACTIVITY_POINTS * activity
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10
}

/** The quality score of a team of `tier` with this activity (none: no matches seen). */
export function activityQualityScore(tier: Tier, activity: TeamActivity | undefined): number {
  return teamQualityScore({
    tier,
    wins: activity?.wins ?? 0,
    losses: activity?.losses ?? 0,
    draws: activity?.draws ?? 0,
    recentFinished: activity?.recentFinished ?? 0,
  })
}

export function slugOf(slug: string | null | undefined, name: string, kind: string, id: number): string {
  return slugify(slug ?? '') || slugify(name) || `${kind}-${id}`
}

/**
 * A teams row. The game comes from current_videogame, else from the team's matches; undefined when
 * neither names a game the product carries.
 */
export function mapTeam(team: PandaScoreTeam, activity: TeamActivity | undefined): TeamRow | undefined {
  const game = gameFromVideogame(team.current_videogame) ?? activity?.game
  if (!game) return undefined
  const tier = activity?.tier ?? 'unknown'
  return {
    id: esportsRowId('team', team.id),
    pandascoreId: team.id,
    name: team.name.trim(),
    slug: slugOf(team.slug, team.name, 'team', team.id),
    acronym: team.acronym?.trim() || null,
    // §3: location is a country name; PandaScore sends ISO alpha-2.
    location: countryNameFromIso2(team.location) ?? null,
    imageUrl: team.image_url ?? null,
    currentVideogame: game,
    tier,
    qualityScore: activityQualityScore(tier, activity),
    tournamentCount: activity?.tournamentIds.size ?? 0,
    matchesCount: activity?.finished ?? 0,
  }
}
