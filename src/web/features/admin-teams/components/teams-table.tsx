import { Loader2, MessageCircleQuestion, Shield } from 'lucide-react'
import { useState } from 'react'
import { DEFAULT_GAME, getGame } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { tierLabel } from '#shared/domain/tiers'
import type { TeamSummary } from '#shared/schemas/esports'
import { AdminTable, RowDeleteButton, RowViewLink } from '#web/components/admin/admin-table'
import type { RowSelection } from '#web/components/admin/row-selection'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { TableCell } from '#web/components/ui/table'
import { adminMessages } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { useBusyIds } from '#web/lib/use-busy-ids'
import { useGenerateTeamFaq } from '../api/generate-team-faq'

export function gameName(game: string | null | undefined): string {
  if (!game) return '-'
  return getGame(game)?.name ?? game
}

export function teamPath(team: Pick<TeamSummary, 'currentVideogame' | 'slug'>): string {
  return paths.team(team.currentVideogame || DEFAULT_GAME, team.slug)
}

function TeamLogo({ team }: { team: TeamSummary }) {
  const [failed, setFailed] = useState(false)
  if (team.imageUrl && !failed) {
    return (
      <img
        src={team.imageUrl}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-8 shrink-0 rounded-md border bg-muted object-contain p-0.5"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-muted"
    >
      <Shield className="size-4 text-muted-foreground" />
    </span>
  )
}

const COLUMNS = [
  { label: 'Team' },
  { label: 'Game' },
  { label: 'Tier' },
  { label: 'Quality' },
  { label: 'Players' },
  { label: 'Location' },
  { label: 'Actions', className: 'text-right' },
]

/** §2.22 the teams table: one row per team, with Refresh FAQ (busy on that row only), View and Delete. */
export function TeamsTable({
  teams,
  selection,
  onDelete,
}: {
  teams: readonly TeamSummary[]
  selection: RowSelection
  onDelete: (team: TeamSummary) => void
}) {
  const generating = useBusyIds()
  const faq = useGenerateTeamFaq()

  function refreshFaq(team: TeamSummary) {
    return generating.track(team.id, async () => {
      try {
        const result = await faq.mutateAsync(team.id)
        if (result.success === false) toast.error(adminMessages.faqRefreshFailed)
        else toast.success(adminMessages.faqRefreshed, { description: team.name })
      } catch {
        toast.error(adminMessages.faqRefreshFailed)
      }
    })
  }

  return (
    <AdminTable
      columns={COLUMNS}
      rows={teams}
      empty="No teams found matching your criteria."
      selection={{ rows: selection, allLabel: 'Select all teams', rowLabel: (team) => `Select ${team.name}` }}
      cells={(team) => (
        <TeamCells
          team={team}
          busy={generating.ids.has(team.id)}
          onRefreshFaq={() => void refreshFaq(team)}
          onDelete={() => onDelete(team)}
        />
      )}
    />
  )
}

function TeamCells({
  team,
  busy,
  onRefreshFaq,
  onDelete,
}: {
  team: TeamSummary
  busy: boolean
  onRefreshFaq: () => void
  onDelete: () => void
}) {
  return (
    <>
      <TableCell>
        <div className="flex items-center gap-2.5">
          <TeamLogo team={team} />
          <div className="flex flex-col">
            <span className="font-medium">{team.name}</span>
            {team.acronym ? <span className="text-xs text-muted-foreground">{team.acronym}</span> : null}
          </div>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">{gameName(team.currentVideogame)}</TableCell>
      <TableCell>
        <Badge variant={team.tier === 'tier-1' ? 'default' : 'outline'}>
          {tierLabel(team.tier) ?? 'Unknown'}
        </Badge>
      </TableCell>
      <TableCell className="tabular-nums">{team.qualityScore ?? 0}</TableCell>
      <TableCell className="whitespace-nowrap">{team.playerCount ?? 0} players</TableCell>
      <TableCell>{team.location || 'Unknown'}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onRefreshFaq}
            aria-label={busy ? `Generating FAQ for ${team.name}` : `Refresh FAQ of ${team.name}`}
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <MessageCircleQuestion aria-hidden="true" />
            )}
            {busy ? 'Generating…' : 'Refresh FAQ'}
          </Button>
          <RowViewLink href={teamPath(team)} label={`View ${team.name}`} className="size-9" />
          <RowDeleteButton label={`Delete ${team.name}`} className="size-9" onClick={onDelete} />
        </div>
      </TableCell>
    </>
  )
}
