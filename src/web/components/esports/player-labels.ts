import type { PlayerSummary } from '#shared/schemas/esports'

// §2.12 what a player card, a roster row and a player page say of a player. Apart from the lists' helpers
// (directory.ts), which the team and player pages do not need.

/** §2.12: the real name, first and last; empty when neither is known. */
export function realName(player: Pick<PlayerSummary, 'firstName' | 'lastName'>): string {
  return [player.firstName, player.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

/**
 * §2.12: a player card links under its team's game, or 'esports'. A player without a team is linked under their
 * own game first, so the link does not lead to a missing page.
 */
export function playerGameSegment(player: Pick<PlayerSummary, 'team' | 'currentVideogame'>): string {
  return player.team?.currentVideogame || player.currentVideogame || 'esports'
}

/** §2.12: the game shown on a player card, in upper case. */
export function playerGameLabel(player: Pick<PlayerSummary, 'team' | 'currentVideogame'>): string {
  return (player.team?.currentVideogame || player.currentVideogame || '').toUpperCase()
}
