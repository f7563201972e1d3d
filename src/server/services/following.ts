import { DEFAULT_GAME, type GameSlug } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type { FollowedPlayer, FollowedTeam, Following, FollowingQuery } from '#shared/schemas/following'
import type { ServiceDeps } from '../deps'
import { listMatchSection } from '../storage/match-reads'
import { listPlayersBySlugs } from '../storage/players'
import { listTeamsBySlugs } from '../storage/teams'
import { iso, toMatchSummary } from './matches'
import { listStoriesNamingAny, listStoriesNamingAnyTeam, mentionNames } from './team-mentions'

// The /following page, the home page's "Your teams" and the browser's match alerts (issue #18 items 1 and 4):
// the followed teams and players a reader's browser names, their matches and the stories naming them.

type Ctx = Pick<ServiceDeps, 'db' | 'now'>

/** How many of each section the page shows. */
const UPCOMING = 10
const RESULTS = 10
/** Live: every running match of thirty teams fits. */
const LIVE = 30
const NEWS = 12
/**
 * Stories the full-text search offers for the followed players, of which those naming one in the title or summary
 * are kept (teams are read from story_teams, which has no players).
 */
const NEWS_POOL = 60

/** A followed team and its row id, by which story_teams knows it. */
interface TeamRow {
  team: FollowedTeam
  id: string
}

async function followedTeams(ctx: Ctx, refs: FollowingQuery['teams']): Promise<TeamRow[]> {
  const rows = await listTeamsBySlugs(
    ctx.db,
    refs.map((ref) => ref.slug),
  )
  // Slugs are unique across games: the ref's game only completes the calendar's "game:slug" names.
  return rows.map((row) => ({
    id: row.id,
    team: {
      game: row.currentVideogame as GameSlug,
      slug: row.slug,
      name: row.name,
      acronym: row.acronym,
      imageUrl: row.imageUrl,
      path: paths.team(row.currentVideogame, row.slug),
      pandascoreId: row.pandascoreId,
    },
  }))
}

async function followedPlayers(ctx: Ctx, refs: FollowingQuery['players']): Promise<FollowedPlayer[]> {
  const rows = await listPlayersBySlugs(
    ctx.db,
    refs.map((ref) => ref.slug),
  )
  return rows.map((row) => {
    // Where the player's page lives: under the team's game, else the player's own (§2.12).
    const game = (row.team?.game || row.currentVideogame || DEFAULT_GAME) as GameSlug
    return {
      game,
      slug: row.slug,
      name: row.name,
      imageUrl: row.imageUrl,
      path: paths.player(game, row.slug),
      team:
        row.team?.slug && row.team.game && row.team.name
          ? {
              name: row.team.name,
              path: paths.team(row.team.game, row.team.slug),
              pandascoreId: row.team.pandascoreId,
            }
          : null,
    }
  })
}

/**
 * The newest stories naming a followed team or player, each with the pages of those it names (the followed teams
 * first, in the set's order). Teams: which stories name them is kept as stories are written (story_teams), as for
 * the match page; players: the full-text search over the newest stories, then the name as a whole word.
 */
async function newsOf(ctx: Ctx, teams: TeamRow[], players: FollowedPlayer[]): Promise<Following['news']> {
  const [teamStories, playerStories] = await Promise.all([
    listStoriesNamingAnyTeam(
      ctx.db,
      teams.map((t) => t.id),
      NEWS,
    ),
    listStoriesNamingAny(
      ctx.db,
      players.map((p) => ({ key: p.path, names: mentionNames(p.name) })),
      { pool: NEWS_POOL, limit: NEWS },
    ),
  ])
  const stories = new Map<string, (typeof playerStories)[number]>()
  for (const story of teamStories) {
    const named = teams.filter((t) => story.teamIds.includes(t.id)).map((t) => t.team.path)
    stories.set(story.id, { ...story, mentions: named })
  }
  for (const story of playerStories) {
    const known = stories.get(story.id)
    stories.set(story.id, known ? { ...known, mentions: [...known.mentions, ...story.mentions] } : story)
  }
  return [...stories.values()]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, NEWS)
    .map((a) => ({
      title: a.title,
      path: paths.article(a),
      publishedAt: iso(a.publishedAt),
      imageUrl: a.imageUrl,
      mentions: a.mentions,
    }))
}

/** Everything /following shows for a followed set; unknown slugs are left out, an empty set reads nothing. */
export async function getFollowing(ctx: Ctx, query: FollowingQuery): Promise<Following> {
  const [teamRows, players] = await Promise.all([
    followedTeams(ctx, query.teams),
    followedPlayers(ctx, query.players),
  ])
  const teams = teamRows.map((row) => row.team)
  const teamIds = [
    ...new Set(
      [...teams.map((t) => t.pandascoreId), ...players.map((p) => p.team?.pandascoreId ?? null)].filter(
        (id): id is number => id != null,
      ),
    ),
  ]
  // Upcoming from now, as on the matches page.
  const now = ctx.now?.() ?? new Date()
  const section = (name: 'live' | 'upcoming' | 'results', limit: number) =>
    listMatchSection(ctx.db, {
      section: name,
      teams: teamIds,
      limit,
      from: name === 'upcoming' ? now : undefined,
    }).then((rows) => rows.map(toMatchSummary))
  const [live, upcoming, results, news] = await Promise.all([
    section('live', LIVE),
    section('upcoming', UPCOMING),
    section('results', RESULTS),
    newsOf(ctx, teamRows, players),
  ])
  return { teams, players, live, upcoming, results, news }
}
