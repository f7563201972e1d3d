import { matchFormatLabel } from '#shared/domain/match-format'
import { gameDisplayName } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type { MatchSummary } from '#shared/schemas/matches'
import { sideName } from '#web/components/esports/match-labels'
import type { DetailPageText } from '#web/components/layout/detail-page'
import { matchMessages } from '#web/lib/messages'

/** What the match page says while loading, when the match is unknown and when its read fails. */
export const matchPageText: DetailPageText = {
  noun: 'Match',
  loading: 'Loading match details...',
  failed: matchMessages.matchLoadFailed,
  reload: 'Reload match',
  notFound: {
    title: 'Match not found',
    text: "The match you're looking for doesn't exist or has been moved.",
    head: matchMessages.matchNotFound,
  },
  back: { label: 'Back to Matches', to: (game) => paths.matches(game) },
  log: { loadFailed: 'Match details failed to load', pageFailed: 'Match page failed' },
}

/** "Cobalt Tide vs Aurora Vanguard". */
export function matchTitle(match: MatchSummary): string {
  return `${sideName(match.teams[0])} vs ${sideName(match.teams[1])}`
}

/** The head's description: who, what, where and when (UTC), never the result. */
export function matchDescription(match: MatchSummary): string {
  const format = matchFormatLabel(match.matchType, match.numberOfGames)
  const parts = [
    `${matchTitle(match)}${format ? ` (${format})` : ''}`,
    match.tournament ? `at ${match.tournament.name}` : null,
  ].filter(Boolean)
  const when = match.startsAt ? ` on ${new Date(match.startsAt).toUTCString().slice(0, 16)}` : ''
  return `${parts.join(' ')}${when}: ${gameDisplayName(match.game)} live score, games, streams, head-to-head and form.`
}

export type FormResult = 'W' | 'L' | 'D'

/** A team's result in one of its recent matches: W, L or D (a draw); null when the team is not in it. */
export function formResult(match: MatchSummary, teamId: number | null): FormResult | null {
  if (teamId === null) return null
  const index = match.teams.findIndex((side) => side.pandascoreId === teamId)
  if (index < 0) return null
  if (match.draw) return 'D'
  if (match.winner === null) return null
  return match.winner === index + 1 ? 'W' : 'L'
}
