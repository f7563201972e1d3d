import { articleGameName } from '#shared/domain/article-game'
import type { ServiceDeps } from '../deps'
import { GAMES, type GameSlug, getGame, isGameSlug } from '#shared/domain/games'
import type { SiteConfig } from '#shared/site'
import { lookupArticle } from '../services/articles'
import { getPlayerBySlug } from '../storage/players'
import { getTeamBySlug } from '../storage/teams'
import { BRAND_COLOR, cardFontCovers, type SocialCard, socialCardSvg } from './og-card'

// What each page's preview card says (the paths are in src/shared/domain/og-image.ts). A card whose page does not
// exist is null: the route answers 404 rather than a picture of nothing.

type OgContext = Pick<ServiceDeps, 'db' | 'site'>

function host(site: SiteConfig): string {
  try {
    return new URL(site.siteUrl).host
  } catch {
    return site.siteUrl
  }
}

function card(site: SiteConfig, fields: Omit<SocialCard, 'brand' | 'host'>): string {
  return socialCardSvg({ brand: site.brand, host: host(site), ...fields })
}

/** The text, or the fallback when the card's font cannot draw it (a Korean or Chinese headline). */
function drawable(text: string, fallback: string): string {
  return cardFontCovers(text) ? text : fallback
}

function joined(parts: readonly (string | null | undefined)[], separator = ' · '): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(separator)
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Home, news, chat, author, legal and error pages. */
export function siteCardSvg(site: SiteConfig): string {
  return card(site, {
    kicker: 'Esports news',
    title: 'AI-Powered Esports News',
    subtitle: `${GAMES.map((game) => game.name).join(' · ')}: news, teams, players and answers`,
    accent: BRAND_COLOR,
  })
}

/** A game's hub and its news, teams and players listings. */
export function gameCardSvg(site: SiteConfig, game: GameSlug): string {
  const { longName, color } = getGame(game)
  return card(site, {
    kicker: `${longName} esports`,
    title: `${longName} News, Teams and Players`,
    subtitle: `Results, rosters and analysis from ${site.brand}`,
    accent: color,
  })
}

export async function teamCardSvg(ctx: OgContext, game: GameSlug, slug: string): Promise<string | null> {
  const team = await getTeamBySlug(ctx.db, slug)
  if (!team) return null
  const teamGame = getGame(team.currentVideogame) ?? getGame(game)
  return card(ctx.site, {
    kicker: `${teamGame.name} · Team`,
    title: drawable(
      team.acronym && team.acronym !== team.name ? `${team.name} (${team.acronym})` : team.name,
      team.acronym && cardFontCovers(team.acronym) ? team.acronym : `${teamGame.name} team`,
    ),
    subtitle: joined([
      team.location,
      team.playerCount ? plural(team.playerCount, 'player', 'players') : undefined,
      team.matchesCount ? plural(team.matchesCount, 'match', 'matches') : undefined,
    ]),
    accent: teamGame.color,
  })
}

export async function playerCardSvg(ctx: OgContext, game: GameSlug, slug: string): Promise<string | null> {
  const player = await getPlayerBySlug(ctx.db, slug)
  if (!player) return null
  const playerGame =
    getGame(player.team?.currentVideogame) ?? getGame(player.currentVideogame) ?? getGame(game)
  const realName = joined([player.firstName, player.lastName], ' ')
  return card(ctx.site, {
    kicker: `${playerGame.name} · Player`,
    title: drawable(player.name, `${playerGame.name} player`),
    subtitle: drawable(joined([realName, player.team?.name, player.role, player.nationality]), ''),
    accent: playerGame.color,
  })
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export async function articleCardSvg(ctx: OgContext, slugOrId: string): Promise<string | null> {
  const article = await lookupArticle(ctx.db, { slug: slugOrId })
  if (!article) return null
  const game = isGameSlug(article.detectedGame) ? getGame(article.detectedGame) : undefined
  const gameName = game?.name ?? articleGameName(article.detectedGame)
  return card(ctx.site, {
    kicker: `${gameName} · News`,
    title: drawable(article.title, `${gameName} news`),
    subtitle: joined([DATE_FORMAT.format(new Date(article.publishedAt)), `by ${ctx.site.personaName}`]),
    accent: game?.color ?? BRAND_COLOR,
  })
}
