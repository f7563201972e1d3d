import { Crown, RefreshCw, Trash2, Trophy, Users } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link } from '#web/components/link'
import { tierLabel } from '#shared/domain/tiers'
import type { TeamSummary } from '#shared/schemas/esports'
import { AdminPage } from '#web/components/admin/admin-page'
import { AdminListStats } from '#web/components/admin/admin-table'
import { type DeleteRequest, DeleteConfirmDialog } from '#web/components/admin/delete-confirm-dialog'
import { Figure } from '#web/components/admin/figure'
import { QueryContent } from '#web/components/admin/query-content'
import { type RowSelection, useRowSelection } from '#web/components/admin/row-selection'
import { useLoadErrorToast } from '#web/components/admin/use-load-error-toast'
import { PageHeader } from '#web/components/layout/page'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card'
import { SearchField } from '#web/components/ui/search-field'
import { Select } from '#web/components/ui/select'
import {
  adminMessages,
  bulkTeamDeleteQuestion,
  teamDeleteQuestion,
  teamsDeletedMessage,
} from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { useBulkDeleteTeams, useDeleteTeam } from '../api/delete-teams'
import { useAdminTeams } from '../api/get-admin-teams'
import { ALL, distinctGames, distinctTiers, filterTeams, snapshot, type TeamFilter } from '../utils/teams'
import { gameName, TeamsTable, teamPath } from './teams-table'
import { TeamTrash } from './team-trash'

/** §2.22 Teams management. */
export function TeamsManager() {
  const list = useAdminTeams()
  const [filter, setFilter] = useState<TeamFilter>({ search: '', game: ALL, tier: ALL })
  const teams = list.data?.teams ?? []
  const filtered = useMemo(() => filterTeams(list.data?.teams ?? [], filter), [list.data, filter])
  const games = useMemo(() => distinctGames(list.data?.teams ?? []), [list.data])
  const tiers = useMemo(() => distinctTiers(list.data?.teams ?? []), [list.data])
  const selection = useRowSelection(useMemo(() => filtered.map((team) => team.id), [filtered]))
  const deletes = useTeamDeletes(selection)

  useLoadErrorToast(list, adminMessages.teamsLoadFailed)

  return (
    <AdminPage>
      <PageHeader title="Teams Management" description="Delete teams and refresh their FAQ." />
      <AdminListStats
        totalLabel="Total Teams"
        totalIcon={<Trophy />}
        loaded={Boolean(list.data)}
        total={teams.length}
        filtered={filtered.length}
        games={games.length}
        selected={selection.chosen.length}
      />
      <TeamsSnapshot teams={teams} reloading={list.isFetching} onReload={() => void list.refetch()} />
      <TeamFilters filter={filter} onChange={setFilter} games={games} tiers={tiers} />
      {selection.chosen.length > 0 ? (
        <section
          aria-label="Selection"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3"
        >
          <span className="text-sm font-medium">{selection.chosen.length} team(s) selected</span>
          <Button variant="destructive" size="sm" onClick={() => deletes.ask({ kind: 'bulk' })}>
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
            failed={adminMessages.teamsLoadFailed}
            className="py-8"
          >
            <TeamsTable
              teams={filtered}
              selection={selection}
              onDelete={(team) => deletes.ask({ kind: 'one', item: team })}
            />
          </QueryContent>
        </CardContent>
      </Card>
      <TeamTrash />
      <DeleteConfirmDialog
        request={deletes.request}
        onClose={() => deletes.ask(null)}
        busy={deletes.busy}
        bulk={{
          title: 'Delete selected teams',
          question: bulkTeamDeleteQuestion(selection.chosen.length),
          run: () => void deletes.runBulk(),
        }}
        one={{
          title: 'Delete team',
          question: (team) => teamDeleteQuestion(team.name),
          run: (team) => void deletes.runOne(team),
        }}
      />
    </AdminPage>
  )
}

/** The confirmed deletes of the teams screen, with their §8 toasts. */
function useTeamDeletes(selection: RowSelection) {
  const [request, ask] = useState<DeleteRequest<TeamSummary> | null>(null)
  const deleteOne = useDeleteTeam()
  const bulkDelete = useBulkDeleteTeams()

  async function runBulk() {
    try {
      const result = await bulkDelete.mutateAsync(selection.chosen)
      if (result.success === false) {
        toast.error(result.message || adminMessages.teamsDeleteFailed)
        return
      }
      toast.success(teamsDeletedMessage(result.deletedCount))
      selection.clear()
      ask(null)
    } catch {
      toast.error(adminMessages.teamsDeleteFailed)
    }
  }

  async function runOne(team: TeamSummary) {
    try {
      const result = await deleteOne.mutateAsync(team.id)
      if (result.success === false) {
        toast.error(result.message || adminMessages.teamDeleteFailed)
        return
      }
      toast.success(adminMessages.teamDeleted)
      selection.toggle(team.id, false)
      ask(null)
    } catch {
      toast.error(adminMessages.teamDeleteFailed)
    }
  }

  return { request, ask, runBulk, runOne, busy: deleteOne.isPending || bulkDelete.isPending }
}

/** §2.22 Database Snapshot: the highest quality team, the tier-1 count, all players. */
function TeamsSnapshot({
  teams,
  reloading,
  onReload,
}: {
  teams: readonly TeamSummary[]
  reloading: boolean
  onReload: () => void
}) {
  const snap = snapshot(teams)
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle asChild>
          <h2>Database Snapshot</h2>
        </CardTitle>
        <Button variant="outline" size="sm" onClick={onReload} disabled={reloading}>
          <RefreshCw aria-hidden="true" className={reloading ? 'animate-spin' : undefined} />
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
  )
}

/** §2.22 Filters & Search: the search box, the game and the tier filter. */
function TeamFilters({
  filter,
  onChange,
  games,
  tiers,
}: {
  filter: TeamFilter
  onChange: (filter: TeamFilter) => void
  games: readonly string[]
  tiers: readonly string[]
}) {
  const ids = { game: useId(), tier: useId() }
  return (
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
          value={filter.search}
          onChange={(search) => onChange({ ...filter, search })}
          className="flex-1"
        />
        <label htmlFor={ids.game} className="sr-only">
          Filter by game
        </label>
        <Select
          id={ids.game}
          value={filter.game}
          onChange={(event) => onChange({ ...filter, game: event.target.value })}
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
          value={filter.tier}
          onChange={(event) => onChange({ ...filter, tier: event.target.value })}
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
  )
}
