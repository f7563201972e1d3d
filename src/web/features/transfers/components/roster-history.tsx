import { History, RotateCcw } from 'lucide-react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import { SectionCard } from '#web/components/esports/section-card'
import { Button } from '#web/components/ui/button'
import { Skeleton } from '#web/components/ui/skeleton'
import { transferMessages } from '#web/lib/messages'
import { transferQueries, useTransferHistory } from '../api/get-transfers'
import { seenDay, teamSide, teamStints, transfersHref } from '../utils/transfers'
import { PlayerName, SeenDay, TeamName } from './transfer-row'

// The team page's "Roster history" and the player page's "Teams" (issue #18): sections the routes place on those
// pages, read during SSR (see historyRead) so the first HTML carries them.

/** The read a team's or a player's section needs, for the route loader to prefetch. */
export const historyRead = transferQueries.history

function HistoryState({
  read,
  children,
}: {
  read: ReturnType<typeof useTransferHistory>
  children: () => React.ReactNode
}) {
  if (read.isPending)
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading...</span>
        <Skeleton aria-hidden="true" className="h-6 w-full" />
        <Skeleton aria-hidden="true" className="h-6 w-2/3" />
      </div>
    )
  if (!read.data)
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-muted-foreground">
          {transferMessages.transfersLoadFailed}
        </p>
        <Button variant="outline" size="sm" onClick={() => void read.refetch()} disabled={read.isFetching}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  return children()
}

/** Who joined and who left a team, newest first, with the day each change was seen. */
export function RosterHistory({ team }: { team: { slug: string; name: string; currentVideogame: string } }) {
  const read = useTransferHistory({ team: team.slug })
  const teamPath = paths.team(team.currentVideogame, team.slug)
  const transfers = read.data?.transfers ?? []
  return (
    <SectionCard
      id="roster-history"
      title="Roster history"
      icon={<History aria-hidden="true" className="size-5 text-primary" />}
      action={
        transfers.length > 0 ? (
          <Link to={transfersHref({ team: team.slug })} className="text-sm text-primary hover:underline">
            All transfers of {team.name}
          </Link>
        ) : null
      }
    >
      <HistoryState read={read}>
        {() =>
          transfers.length === 0 ? (
            <p className="text-sm text-muted-foreground">{transferMessages.noRosterHistory}</p>
          ) : (
            <ul className="flex flex-col">
              {transfers.map((transfer) => {
                const { verb, other } = teamSide(transfer, teamPath)
                return (
                  <li
                    key={transfer.id}
                    className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b py-2 last:border-b-0"
                  >
                    <SeenDay iso={transfer.seenAt} />
                    <PlayerName player={transfer.player} />
                    <span className="text-sm">
                      {verb === 'Joined' ? 'joined' : 'left'}
                      {other ? (
                        <>
                          {verb === 'Joined' ? ' from ' : ' for '}
                          <TeamName team={other} />
                        </>
                      ) : null}
                    </span>
                  </li>
                )
              })}
            </ul>
          )
        }
      </HistoryState>
    </SectionCard>
  )
}

/** The teams a player was seen on, newest first, with the days they joined and left. */
export function PlayerTeams({ player }: { player: { slug: string } }) {
  const read = useTransferHistory({ player: player.slug })
  const stints = teamStints(read.data?.transfers ?? [])
  return (
    <SectionCard
      id="player-teams"
      title="Teams"
      icon={<History aria-hidden="true" className="size-5 text-primary" />}
    >
      <HistoryState read={read}>
        {() =>
          stints.length === 0 ? (
            <p className="text-sm text-muted-foreground">{transferMessages.noTeamHistory}</p>
          ) : (
            <ul className="flex flex-col">
              {stints.map((stint, index) => (
                <li key={index} className="flex flex-col gap-0.5 border-b py-2 last:border-b-0">
                  <TeamName team={stint.team} />
                  <span className="text-sm text-muted-foreground">
                    {stint.since ? `Joined ${seenDay(stint.since)}` : 'Before we tracked'}
                    {' · '}
                    {stint.until ? `left ${seenDay(stint.until)}` : 'current'}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </HistoryState>
    </SectionCard>
  )
}
