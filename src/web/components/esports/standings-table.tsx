import { Link } from '#web/components/link'
import type { EventDetail } from '#shared/schemas/matches'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table'
import { ResultSpoiler } from './reveal-all'
import { TeamLogo } from './team-logo'

type StandingRow = EventDetail['stages'][number]['standings'][number]

function record(wins: number | null, losses: number | null, ties?: number | null): string {
  if (wins === null || losses === null) return '—'
  return ties ? `${wins}–${losses}–${ties}` : `${wins}–${losses}`
}

/** A group stage's table: rank, team, matches won–lost (–tied), games won–lost. The order is a result: a spoiler. */
export function StandingsTable({ rows, label }: { rows: readonly StandingRow[]; label: string }) {
  const games = rows.some((row) => row.gameWins !== null)
  return (
    <ResultSpoiler block label="Show standings" context={label}>
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">#</TableHead>
            <TableHead>Team</TableHead>
            <TableHead className="text-right">Matches</TableHead>
            {games ? <TableHead className="text-right">Games</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.team.pandascoreId}>
              <TableCell className="tabular-nums">{row.rank}</TableCell>
              <TableCell>
                <span className="flex min-w-0 items-center gap-2">
                  <TeamLogo
                    name={row.team.name}
                    acronym={row.team.acronym}
                    src={row.team.imageUrl}
                    size={24}
                  />
                  {row.team.path ? (
                    <Link to={row.team.path} className="truncate font-medium hover:text-primary">
                      {row.team.name}
                    </Link>
                  ) : (
                    <span className="truncate font-medium">{row.team.name}</span>
                  )}
                </span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {record(row.wins, row.losses, row.ties)}
              </TableCell>
              {games ? (
                <TableCell className="text-right tabular-nums">
                  {record(row.gameWins, row.gameLosses)}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ResultSpoiler>
  )
}
