import type { GameSlug } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type {
  MatchDetail,
  MatchGame,
  MatchList,
  MatchListQuery,
  MatchSide,
  MatchSummary,
  RosterPlayer,
} from '#shared/schemas/matches'
import type { ServiceDeps } from '../deps'
import type { RosterPlayerWithPage } from '../storage/event-reads'
import { getMatchPageRow, listMatchSection, type MatchGameRow } from '../storage/match-reads'
import type { MatchListRow, MatchSummaryRow } from '../storage/match-summaries'
import { listStoriesNaming, mentionNames } from './team-mentions'

type MatchPageRow = NonNullable<Awaited<ReturnType<typeof getMatchPageRow>>>

// The matches page's sections and the match page (issue #14; contract in src/shared/schemas/matches.ts).

type Ctx = Pick<ServiceDeps, 'db' | 'now'>

export const iso = (date: Date | null) => date?.toISOString() ?? null
/** Our team page, when we hold the team. */
export const teamPath = (page: { slug: string | null; game: string | null } | null | undefined) =>
  page?.slug && page.game ? paths.team(page.game, page.slug) : null

function side(row: MatchListRow, n: 1 | 2): MatchSide {
  const started = row.status !== 'not_started' && row.status !== 'postponed'
  return n === 1
    ? {
        pandascoreId: row.team1PandascoreId,
        name: row.team1Name,
        acronym: row.team1Acronym,
        imageUrl: row.team1ImageUrl,
        path: teamPath(row.team1Page),
        score: started ? row.team1Score : null,
      }
    : {
        pandascoreId: row.team2PandascoreId,
        name: row.team2Name,
        acronym: row.team2Acronym,
        imageUrl: row.team2ImageUrl,
        path: teamPath(row.team2Page),
        score: started ? row.team2Score : null,
      }
}

/** 1 or 2 for the side whose team won; null before the end, on a draw, and when the match was canceled. */
function winnerSide(
  row: Pick<MatchSummaryRow, 'winnerPandascoreId' | 'team1PandascoreId' | 'team2PandascoreId'>,
  winnerId: number | null = row.winnerPandascoreId,
): 1 | 2 | null {
  if (winnerId == null) return null
  if (winnerId === row.team1PandascoreId) return 1
  if (winnerId === row.team2PandascoreId) return 2
  return null
}

export function toMatchSummary(row: MatchListRow): MatchSummary {
  return {
    pandascoreId: row.pandascoreId,
    slug: row.slug,
    path: paths.match(row.game, row.slug),
    game: row.game as GameSlug,
    name: row.name,
    status: row.status,
    startsAt: iso(row.startsAt),
    scheduledAt: iso(row.scheduledAt),
    beginAt: iso(row.beginAt),
    endAt: iso(row.endAt),
    originalScheduledAt: iso(row.originalScheduledAt),
    rescheduled: row.rescheduled,
    matchType: row.matchType,
    numberOfGames: row.numberOfGames,
    teams: [side(row, 1), side(row, 2)],
    winner: row.status === 'finished' && !row.draw ? winnerSide(row) : null,
    forfeit: row.forfeit,
    draw: row.draw,
    tournament: row.tournament
      ? {
          name: row.tournament.name,
          stageName: row.tournament.stageName,
          tier: row.tournament.tier,
          eventName: row.event?.name ?? null,
          eventPath: row.event ? paths.event(row.event.game, row.event.slug) : null,
        }
      : null,
  }
}

/** "{startsAt ISO}_{pandascoreId}" of a row; parsed back by parseCursor. */
function cursorOf(row: MatchListRow): string | null {
  return row.startsAt ? `${row.startsAt.toISOString()}_${row.pandascoreId}` : null
}

function parseCursor(cursor: string | undefined): { startsAt: Date; pandascoreId: number } | undefined {
  const match = cursor ? /^(.+)_(\d{1,10})$/.exec(cursor) : null
  if (!match) return undefined
  const startsAt = new Date(match[1]!)
  return Number.isNaN(startsAt.getTime()) ? undefined : { startsAt, pandascoreId: Number(match[2]) }
}

/**
 * One section of the matches page. Live: every running match. Upcoming: not started (postponed ones too, flagged
 * by their status) from `from` (default now) to `to`, soonest first. Results: finished and canceled, newest
 * first. Each pages by `cursor`; `next` is null on the last page.
 */
export async function listMatches(ctx: Ctx, query: MatchListQuery): Promise<MatchList> {
  const now = ctx.now?.() ?? new Date()
  const from = query.from ? new Date(query.from) : query.section === 'upcoming' ? now : undefined
  const rows = await listMatchSection(ctx.db, {
    section: query.section,
    game: query.game,
    tier: query.tier,
    from,
    to: query.to ? new Date(query.to) : undefined,
    after: parseCursor(query.cursor),
    limit: query.limit + 1,
  })
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    matches: page.map(toMatchSummary),
    next: rows.length > query.limit && last ? cursorOf(last) : null,
  }
}

function toGame(game: MatchGameRow, row: MatchSummaryRow): MatchGame {
  return {
    position: game.position,
    status: game.status,
    winner: winnerSide(row, game.winnerPandascoreId),
    lengthSeconds: game.forfeit ? null : game.lengthSeconds,
    forfeit: game.forfeit,
    mapName: game.mapName,
  }
}

function teamForm(team: number | null, recent: MatchSummaryRow[]): MatchDetail['form'][number] {
  const decided = recent.filter((m) => !m.draw && m.winnerPandascoreId != null)
  const wins = decided.filter((m) => m.winnerPandascoreId === team).length
  return { recent: recent.map(toMatchSummary), wins, losses: decided.length - wins }
}

const FORM_MATCHES = 5
const MEETINGS = 10

/** Each side's last five results and the two teams' earlier meetings going into the match, from its page's row. */
function recentOf(row: MatchPageRow): { headToHead: MatchDetail['headToHead']; form: MatchDetail['form'] } {
  const [a, b] = [row.team1PandascoreId, row.team2PandascoreId]
  const recent = row.recent
  const counts = row.headToHead
  const plays = (m: MatchSummaryRow, team: number | null) =>
    team != null && (m.team1PandascoreId === team || m.team2PandascoreId === team)
  const formOf = (team: number | null) =>
    teamForm(team, recent.filter((m) => plays(m, team)).slice(0, FORM_MATCHES))
  return {
    headToHead: {
      team1Wins: counts.aWins,
      team2Wins: counts.bWins,
      draws: counts.draws,
      matches: recent
        .filter((m) => plays(m, a) && plays(m, b))
        .slice(0, MEETINGS)
        .map(toMatchSummary),
    },
    form: [formOf(a), formOf(b)],
  }
}

/** A roster's player with the path of our page of the player, if we hold one. */
export function toRosterPlayer(p: RosterPlayerWithPage): RosterPlayer {
  return {
    pandascoreId: p.pandascoreId,
    name: p.name,
    role: p.role,
    nationality: p.nationality,
    imageUrl: p.imageUrl,
    path: p.slug && p.game ? paths.player(p.game, p.slug) : null,
  }
}

/** Each side's players: who played the match's stage for the team when synced, else the team's current players. */
function rostersOf(row: MatchPageRow): MatchDetail['rosters'] {
  const { stageRosters: stage, currentPlayers: current } = row
  const rosterOf = (team: number | null): RosterPlayer[] => {
    if (team == null) return []
    const synced = stage.find((r) => r.teamPandascoreId === team)
    if (synced?.players.length) return synced.players.map(toRosterPlayer)
    return current
      .filter((p) => p.teamPandascoreId === team && p.pandascoreId != null)
      .map((p) => ({
        pandascoreId: p.pandascoreId!,
        name: p.name,
        role: p.role,
        nationality: p.nationality,
        imageUrl: p.imageUrl,
        path: paths.player(p.game, p.slug),
      }))
  }
  return [rosterOf(row.team1PandascoreId), rosterOf(row.team2PandascoreId)]
}

const NEWS = 6

/** Stories whose title or summary names both teams (by name or acronym), newest first, at most NEWS. */
async function newsOf(ctx: Ctx, row: MatchPageRow): Promise<MatchDetail['news']> {
  const { team1Page: team1, team2Page: team2 } = row
  // A TBD side (no id) names no one. Teams we hold come with the match's row (story_teams); a side we do not hold
  // (never synced) is looked for by the name the match gives it.
  const stories =
    row.team1PandascoreId == null || row.team2PandascoreId == null
      ? []
      : team1?.id && team2?.id
        ? row.news
        : await listStoriesNaming(
            ctx.db,
            [mentionNames(row.team1Name, row.team1Acronym), mentionNames(row.team2Name, row.team2Acronym)],
            { pool: 60, limit: NEWS },
          )
  return stories.map((a) => ({
    title: a.title,
    path: paths.article(a),
    publishedAt: iso(a.publishedAt),
    imageUrl: a.imageUrl,
  }))
}

/** Everything the match page shows; null when no match has the id the slug ends in. */
export async function getMatchDetail(ctx: Ctx, pandascoreId: number): Promise<MatchDetail | null> {
  // One statement: the match with its games, texts, rosters, head-to-head counts, its teams' results and their
  // news (a second read for news only when a side is a team we do not hold).
  const row = await getMatchPageRow(ctx.db, pandascoreId, {
    form: FORM_MATCHES,
    meetings: MEETINGS,
    news: NEWS,
  })
  if (!row) return null
  const { games, texts } = row
  const rosters = rostersOf(row)
  const { headToHead, form } = recentOf(row)
  const news = await newsOf(ctx, row)
  const text = (kind: 'preview' | 'recap') => {
    const found = texts.find((t) => t.kind === kind)
    return found
      ? {
          content: found.content,
          engine: found.engine === 'llm' ? ('llm' as const) : ('local' as const),
          createdAt: new Date(found.createdAt).toISOString(),
        }
      : null
  }
  return {
    match: toMatchSummary(row),
    games: games.map((g) => toGame(g, row)),
    streams: row.streams,
    headToHead,
    form,
    rosters,
    news,
    preview: text('preview'),
    recap: text('recap'),
  }
}
