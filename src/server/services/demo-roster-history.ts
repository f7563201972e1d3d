import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { isGameSlug } from '#shared/domain/games'
import type { Db } from '../db/client'
import type { NewPlayer } from '../storage/players'
import { countRosterChanges, insertRosterChanges } from '../storage/roster-changes'
import type { NewTeam } from '../storage/teams'
import { kindOf } from './roster-diff'

// The demo's transfers (fixtures/pandascore/roster-history.json): the first sync of a database records no roster
// change (decision 036), so the demo seed adds a few past ones, days before `now` and consistent with the bundled
// rosters (each player ends on the team the data set lists them on), so /transfers and the history sections have
// rows to show. Written once: a database that holds any change keeps its own.

const HistorySchema = z.array(
  z.object({
    player_id: z.number().int(),
    from_team_id: z.number().int().nullable(),
    to_team_id: z.number().int().nullable(),
    days_ago: z.number().int().min(0),
  }),
)

const DAY_MS = 86_400_000

export async function seedDemoRosterHistory(
  db: Db,
  dir: string,
  now: Date,
  data: { teams: NewTeam[]; players: NewPlayer[] },
): Promise<number> {
  if ((await countRosterChanges(db)) > 0) return 0
  const history = HistorySchema.parse(JSON.parse(readFileSync(join(dir, 'roster-history.json'), 'utf8')))
  const teams = new Map(data.teams.map((team) => [team.pandascoreId, team]))
  const players = new Map(data.players.map((player) => [player.pandascoreId, player]))
  const rows = history.flatMap((entry) => {
    const player = players.get(entry.player_id)
    const from = entry.from_team_id === null ? null : teams.get(entry.from_team_id)
    const to = entry.to_team_id === null ? null : teams.get(entry.to_team_id)
    const game = (to ?? from)?.currentVideogame
    if (!player || from === undefined || to === undefined || !game || !isGameSlug(game)) return []
    return [
      {
        game,
        kind: kindOf(from, to),
        playerPandascoreId: entry.player_id,
        playerName: player.name,
        fromTeamPandascoreId: from?.pandascoreId ?? null,
        fromTeamName: from?.name ?? null,
        toTeamPandascoreId: to?.pandascoreId ?? null,
        toTeamName: to?.name ?? null,
        seenAt: new Date(now.getTime() - entry.days_ago * DAY_MS),
      },
    ]
  })
  return (await insertRosterChanges(db, rows)).length
}
