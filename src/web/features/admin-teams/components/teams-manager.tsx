import {
  Crown,
  Gamepad2,
  ListChecks,
  Loader2,
  MessageCircleQuestion,
  RefreshCw,
  Search,
  Shield,
  Trash2,
  Trophy,
  Users,
} from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '#web/lib/toast'
import { DEFAULT_GAME, getGame } from '#shared/domain/games'
import { tierLabel } from '#shared/domain/tiers'
import type { TeamSummary } from '#shared/schemas/esports'
import { AdminPage } from '#web/components/admin/admin-page'
import { EmptyTableRow, RowDeleteButton, RowViewLink } from '#web/components/admin/admin-table'
import { type DeleteRequest, DeleteConfirmDialog } from '#web/components/admin/delete-confirm-dialog'
import { Figure } from '#web/components/admin/figure'
import { QueryContent } from '#web/components/admin/query-content'
import { SelectAllHead, SelectRowCell, useRowSelection } from '#web/components/admin/row-selection'
import { SearchField } from '#web/components/ui/search-field'
import { useLoadErrorToast } from '#web/components/admin/use-load-error-toast'
import { PageHeader } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card'
import { Select } from '#web/components/ui/select'
import { StatCard } from '#web/components/ui/stat-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#web/components/ui/table'
import { useBusyIds } from '#web/lib/use-busy-ids'
import { paths } from '#shared/paths'
import { useBulkDeleteTeams, useDeleteTeam } from '../api/delete-teams'
import { useGenerateTeamFaq } from '../api/generate-team-faq'
import { useAdminTeams } from '../api/get-admin-teams'
import {
  adminMessages,
  bulkTeamDeleteQuestion,
  teamDeleteQuestion,
  teamsDeletedMessage,
} from '#web/lib/messages'
import { ALL, distinctGames, distinctTiers, filterTeams, snapshot } from '../utils/teams'
import { TeamTrash } from './team-trash'

function gameName(game: string | null | undefined): string {
  if (!game) return '-'
  return getGame(game)?.name ?? game
}

function teamPath(team: Pick<TeamSummary, 'currentVideogame' | 'slug'>): string {
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

/** §2.22 Teams management. */
export function TeamsManager() {
  const list = useAdminTeams()
  const [search, setSearch] = useState('')
  const [game, setGame] = useState(ALL)
  const [tier, setTier] = useState(ALL)
  const [confirm, setConfirm] = useState<DeleteRequest<TeamSummary> | null>(null)
  const generating = useBusyIds()
  const deleteOne = useDeleteTeam()
  const bulkDelete = useBulkDeleteTeams()
  const faq = useGenerateTeamFaq()
  const ids = { game: useId(), tier: useId() }

  const teams = list.data?.teams ?? []
  const filtered = useMemo(
    () => filterTeams(list.data?.teams ?? [], { search, game, tier }),
    [list.data, search, game, tier],
  )
  const visibleIds = useMemo(() => filtered.map((team) => team.id), [filtered])
  const selection = useRowSelection(visibleIds)
  const { chosen } = selection
  const games = useMemo(() => distinctGames(list.data?.teams ?? []), [list.data])
  const tiers = useMemo(() => distinctTiers(list.data?.teams ?? []), [list.data])
  const snap = snapshot(teams)

  useLoadErrorToast(list, 'Failed to load teams')

  async function reload() {
    await list.refetch()
  }

  async function runBulkDelete() {
    try {
      const result = await bulkDelete.mutateAsync(chosen)
      if (result.success === false) {
        toast.error(result.message || 'Failed to delete teams')
        return
      }
      toast.success(`${result.deletedCount ?? chosen.length} team(s) deleted successfully`)
      selection.clear()
      setConfirm(null)
    } catch {
      toast.error('Failed to delete teams')
    }
  }

  async function runDelete(team: TeamSummary) {
    try {
      const result = await deleteOne.mutateAsync(team.id)
      if (result.success === false) {
        toast.error(result.message || 'Failed to delete team')
        return
      }
      toast.success('Team deleted successfully')
      selection.toggle(team.id, false)
      setConfirm(null)
    } catch {
      toast.error('Failed to delete team')
    }
  }

  function refreshFaq(team: TeamSummary) {
    return generating.track(team.id, async () => {
      try {
        const result = await faq.mutateAsync(team.id)
        if (result.success === false) toast.error('Failed to refresh FAQ')
        else toast.success('FAQ refreshed successfully', { description: team.name })
      } catch {
        toast.error('Failed to refresh FAQ')
      }
    })
  }

  return (
    <AdminPage>
      <PageHeader title="Teams Management" description="Delete teams and refresh their FAQ." />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Teams" value={list.data ? teams.length : '—'} icon={<Trophy />} />
        <StatCard label="Filtered Results" value={list.data ? filtered.length : '—'} icon={<Search />} />
        <StatCard label="Games Covered" value={list.data ? games.length : '—'} icon={<Gamepad2 />} />
        <StatCard label="Selected" value={chosen.length} icon={<ListChecks />} />
      </div>

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle asChild>
            <h2>Database Snapshot</h2>
          </CardTitle>
          <Button variant="outline" size="sm" onClick={() => void reload()} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" className={list.isFetching ? 'animate-spin' : undefined} />
            Refresh Snapshot
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="flex flex-col gap-1 rounded-lg border p-3">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Crown aria-hidden="true" className="size-4" />
                Highest Quality Team
              </dt>
              <dd className="font-semibold">
                {snap.top ? (
                  <Link to={teamPath(snap.top)} className="text-primary hover:underline">
                    {snap.top.name} (Score: {snap.top.qualityScore ?? 0})
                  </Link>
                ) : (
                  'No teams'
                )}
              </dd>
            </div>
            <Figure label="Tier-1 Teams" value={snap.tier1} />
            <Figure
              label="Total Players"
              value={snap.totalPlayers}
              icon={<Users aria-hidden="true" className="size-4" />}
            />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Filters &amp; Search</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 md:flex-row md:items-center">
          <SearchField
            label="Search teams"
            placeholder="Search teams by name, acronym, or location..."
            value={search}
            onChange={setSearch}
            className="flex-1"
          />
          <label htmlFor={ids.game} className="sr-only">
            Filter by game
          </label>
          <Select
            id={ids.game}
            value={game}
            onChange={(event) => setGame(event.target.value)}
            className="md:w-48"
          >
            <option value={ALL}>All Games</option>
            {games.map((slug) => (
              <option key={slug} value={slug}>
                {gameName(slug)}
              </option>
            ))}
          </Select>
          <label htmlFor={ids.tier} className="sr-only">
            Filter by tier
          </label>
          <Select
            id={ids.tier}
            value={tier}
            onChange={(event) => setTier(event.target.value)}
            className="md:w-44"
          >
            <option value={ALL}>All Tiers</option>
            {tiers.map((value) => (
              <option key={value} value={value}>
                {tierLabel(value) ?? 'Unknown'}
              </option>
            ))}
          </Select>
        </CardContent>
      </Card>

      {chosen.length > 0 ? (
        <section
          aria-label="Selection"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3"
        >
          <span className="text-sm font-medium">{chosen.length} team(s) selected</span>
          <Button variant="destructive" size="sm" onClick={() => setConfirm({ kind: 'bulk' })}>
            <Trash2 aria-hidden="true" />
            Delete Selected
          </Button>
        </section>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Teams ({filtered.length})</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QueryContent
            query={list}
            loading="Loading teams..."
            failed="Failed to load teams"
            className="py-8"
          >
            <Table>
              <TableHeader>
                <TableRow>
                  <SelectAllHead selection={selection} label="Select all teams" />
                  <TableHead>Team</TableHead>
                  <TableHead>Game</TableHead>
                  <TableHead>Tier</TableHead>
                  <TableHead>Quality</TableHead>
                  <TableHead>Players</TableHead>
                  <TableHead>Location</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {filtered.length === 0 ? (
                  <EmptyTableRow colSpan={8}>No teams found matching your criteria.</EmptyTableRow>
                ) : (
                  filtered.map((team) => {
                    const busy = generating.ids.has(team.id)
                    return (
                      <TableRow key={team.id} data-state={selection.has(team.id) ? 'selected' : undefined}>
                        <SelectRowCell selection={selection} id={team.id} label={`Select ${team.name}`} />
                        <TableCell>
                          <div className="flex items-center gap-2.5">
                            <TeamLogo team={team} />
                            <div className="flex flex-col">
                              <span className="font-medium">{team.name}</span>
                              {team.acronym ? (
                                <span className="text-xs text-muted-foreground">{team.acronym}</span>
                              ) : null}
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
                              onClick={() => void refreshFaq(team)}
                              aria-label={
                                busy ? `Generating FAQ for ${team.name}` : `Refresh FAQ of ${team.name}`
                              }
                            >
                              {busy ? (
                                <Loader2 aria-hidden="true" className="animate-spin" />
                              ) : (
                                <MessageCircleQuestion aria-hidden="true" />
                              )}
                              {busy ? 'Generating…' : 'Refresh FAQ'}
                            </Button>
                            <RowViewLink
                              href={teamPath(team)}
                              label={`View ${team.name}`}
                              className="size-9"
                            />
                            <RowDeleteButton
                              label={`Delete ${team.name}`}
                              className="size-9"
                              onClick={() => setConfirm({ kind: 'one', item: team })}
                            />
                          </div>
                        </TableCell>
                      </TableRow>
                    )
                  })
                )}
              </TableBody>
            </Table>
          </QueryContent>
        </CardContent>
      </Card>

      <TeamTrash />

      <DeleteConfirmDialog
        request={confirm}
        onClose={() => setConfirm(null)}
        busy={deleteOne.isPending || bulkDelete.isPending}
        bulk={{
          title: 'Delete selected teams',
          question: bulkTeamDeleteQuestion(chosen.length),
          run: () => void runBulkDelete(),
        }}
        one={{
          title: 'Delete team',
          question: (team) => teamDeleteQuestion(team.name),
          run: (team) => void runDelete(team),
        }}
      />
    </AdminPage>
  )
}
