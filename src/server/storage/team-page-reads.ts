import { asc, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { teamAnalysis, teamMatches, teams } from '../db/schema/index'
import { selectTeamPlayers, teamPlayersOrder } from './players'
import { preparedOnce, rowsAsJson } from './prepared'
import { rosterChangesOfTeamJson } from './roster-changes'
import { selectCurrentTeamAnalysis } from './team-analysis'
import { selectTeamMatches, teamMatchColumns } from './team-matches'
import { playerCountOf, teamRankJson } from './teams'

// A team's page in one statement (issue #16 item 4): the team with its player count and rank, its roster, its past
// and upcoming matches, its current analysis and its roster changes, each list a JSON column decoded as its own read
// decodes it (rowsAsJson), so the page's answers are the ones the separate reads give. Ten statements before.

const pageTeam = alias(teams, 'page_team')
/**
 * A column of the page's team, qualified by hand: drizzle writes a one-table select's columns unqualified, and in
 * the subqueries of its lists "id" or "pandascore_id" would then mean their own tables' columns.
 */
const outer = (column: 'id' | 'pandascore_id' | 'current_videogame' | 'quality_score' | 'name') =>
  sql`${sql.identifier('page_team')}.${sql.identifier(column)}`

/** The team page's counts (past and upcoming matches, roster changes) and the analysis type it shows. */
export interface TeamPageReads {
  past: number
  upcoming: number
  history: number
  analysisType: string
}

/** The team whose slug is `slug` (its current one) with everything its page shows; or null. */
export async function getTeamPageRow(db: Db, slug: string, reads: TeamPageReads) {
  const [row] = await preparedOnce(db, 'team-page', () => teamPageQuery(db)).execute({ slug, ...reads })
  return row ?? null
}

/** getTeamPageRow's statement: the slug is the placeholder `slug`, the rest TeamPageReads' fields. */
function teamPageQuery(db: Db) {
  const matchesOf = (finished: boolean) =>
    rowsAsJson(
      selectTeamMatches(db, outer('id'), finished)
        .orderBy(finished ? desc(teamMatches.matchDate) : asc(teamMatches.matchDate))
        .limit(sql.placeholder(finished ? 'past' : 'upcoming')),
      (column) => [sql`${column(teamMatchColumns.matchDate)} ${finished ? sql`DESC` : sql`ASC`}`],
    )
  return db
    .select({
      team: pageTeam,
      playerCount: playerCountOf(outer('id')),
      rank: teamRankJson({
        currentVideogame: outer('current_videogame'),
        qualityScore: outer('quality_score'),
        name: outer('name'),
      }),
      roster: rowsAsJson(selectTeamPlayers(db, outer('id')), teamPlayersOrder),
      past: matchesOf(true),
      upcoming: matchesOf(false),
      analysis: rowsAsJson(
        selectCurrentTeamAnalysis(db, outer('id'), sql.placeholder('analysisType')),
        (column) => [column(teamAnalysis.id)],
      ),
      changes: rosterChangesOfTeamJson(outer('pandascore_id'), sql.placeholder('history')),
    })
    .from(pageTeam)
    .where(eq(pageTeam.slug, sql.placeholder('slug')))
    .limit(1)
}
