import { type GameSlug, gameDisplayName } from '#shared/domain/games'
import { absoluteUrl, type JsonLdObject } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { DetailPageText } from '#web/components/layout/detail-page'
import { publicMessages } from '#web/lib/messages'

// §2.13 what a player page says of its player to crawlers.

interface PlayerJsonLdInput {
  player: { name: string; firstName: string | null; lastName: string | null; nationality: string | null }
  imageUrl?: string
  team?: { name: string; path: string }
  siteUrl: string
  playerPath: string
  game?: GameSlug
}

/** Person structured data of a player page. */
export function playerJsonLd({
  player,
  imageUrl,
  team,
  siteUrl,
  playerPath,
  game,
}: PlayerJsonLdInput): JsonLdObject {
  const fullName = [player.firstName, player.lastName].filter(Boolean).join(' ')
  const data: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: player.name,
    url: absoluteUrl(siteUrl, playerPath),
    jobTitle: game ? `${gameDisplayName(game)} player` : 'Esports player',
  }
  if (fullName) data.alternateName = fullName
  if (player.nationality) data.nationality = { '@type': 'Country', name: player.nationality }
  if (imageUrl) data.image = absoluteUrl(siteUrl, imageUrl)
  if (team) data.memberOf = { '@type': 'SportsTeam', name: team.name, url: absoluteUrl(siteUrl, team.path) }
  return data
}

/** §2.13 and §8: what the player page says while loading, when the player is unknown and when its read fails. */
export const playerPageText: DetailPageText = {
  noun: 'Player',
  loading: 'Loading player details...',
  failed: publicMessages.playerLoadFailed,
  reload: 'Reload player',
  notFound: {
    title: 'Player Not Found',
    text: "The player you're looking for doesn't exist or has been moved.",
    head: publicMessages.playerNotFound,
  },
  back: { label: 'Back to Players', to: (game) => paths.players(game) },
  log: { loadFailed: 'Player details failed to load', pageFailed: 'Player page failed' },
}
