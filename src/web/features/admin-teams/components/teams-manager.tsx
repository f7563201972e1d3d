import {
  ArrowLeft,
  Crown,
  ExternalLink,
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
import { useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast'
import { DEFAULT_GAME, getGame } from '../../../../shared/domain/games'
import { tierLabel } from '../../../../shared/domain/tiers'
import type { TeamSummary } from '../../../../shared/schemas/esports'
import { PageContainer, PageHeader } from '../../../components/layout/page'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { StatCard } from '../../../components/ui/stat-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { paths } from '../../../paths'
import { useBulkDeleteTeams, useDeleteTeam } from '../api/delete-teams'
import { useGenerateTeamFaq } from '../api/generate-team-faq'
import { useAdminTeams } from '../api/get-admin-teams'
import {
  ALL,
  bulkTeamDeleteQuestion,
  distinctGames,
  distinctTiers,
  filterTeams,
  snapshot,
  teamDeleteQuestion,
  toggleAll,
  toggleOne,
} from '../utils/teams'
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
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirm, setConfirm] = useState<{ kind: 'bulk' } | { kind: 'one'; team: TeamSummary } | null>(null)
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set())
  const deleteOne = useDeleteTeam()
  const bulkDelete = useBulkDeleteTeams()
  const faq = useGenerateTeamFaq()
  const ids = { search: useId(), game: useId(), tier: useId() }

  const teams = list.data?.teams ?? []
  const filtered = useMemo(
    () => filterTeams(list.data?.teams ?? [], { search, game, tier }),
    [list.data, search, game, tier],
  )
  const visibleIds = useMemo(() => filtered.map((team) => team.id), [filtered])
  const chosen = visibleIds.filter((id) => selected.has(id))
  const allChosen = filtered.length > 0 && chosen.length === filtered.length
  const games = useMemo(() => distinctGames(list.data?.teams ?? []), [list.data])
  const tiers = useMemo(() => distinctTiers(list.data?.teams ?? []), [list.data])
  const snap = snapshot(teams)

  useEffect(() => {
    if (list.errorUpdatedAt) toast.error('Failed to load teams')
  }, [list.errorUpdatedAt])

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
      setSelected(new Set())
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
      setSelected((current) => toggleOne(current, team.id, false))
      setConfirm(null)
    } catch {
      toast.error('Failed to delete team')
    }
  }

  async function refreshFaq(team: TeamSummary) {
    setGenerating((busy) => new Set(busy).add(team.id))
    try {
      const result = await faq.mutateAsync(team.id)
      if (result.success === false) toast.error('Failed to refresh FAQ')
      else toast.success('FAQ refreshed successfully', { description: team.name })
    } catch {
      toast.error('Failed to refresh FAQ')
    } finally {
      setGenerating((busy) => {
        const next = new Set(busy)
        next.delete(team.id)
        return next
      })
    }
  }

  return (
    <PageContainer className="flex flex-col gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.admin.dashboard()}>
            <ArrowLeft aria-hidden="true" />
            Back to Admin
          </Link>
        </Button>
      </div>
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
            <div className="flex flex-col gap-1 rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">Tier-1 Teams</dt>
              <dd className="text-xl font-bold tabular-nums">{snap.tier1}</dd>
            </div>
            <div className="flex flex-col gap-1 rounded-lg border p-3">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Users aria-hidden="true" className="size-4" />
                Total Players
              </dt>
              <dd className="text-xl font-bold tabular-nums">{snap.totalPlayers}</dd>
            </div>
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
          <search className="relative block flex-1">
            <label htmlFor={ids.search} className="sr-only">
              Search teams
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={ids.search}
              type="search"
              autoComplete="off"
              placeholder="Search teams by name, acronym, or location..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </search>
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
          {list.isPending ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              Loading teams...
            </p>
          ) : list.isError && !list.data ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
              <p className="text-red-700 dark:text-red-400">Failed to load teams</p>
              <Button variant="outline" onClick={() => void reload()}>
                Try Again
              </Button>
            </div>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <Checkbox
                      aria-label="Select all teams"
                      checked={allChosen}
                      indeterminate={chosen.length > 0 && !allChosen}
                      disabled={filtered.length === 0}
                      onCheckedChange={(on) => setSelected((current) => toggleAll(current, visibleIds, on))}
                    />
                  </TableHead>
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
                  <TableRow>
                    <TableCell colSpan={8} className="py-10 text-center text-muted-foreground">
                      No teams found matching your criteria.
                    </TableCell>
                  </TableRow>
                ) : (
                  filtered.map((team) => {
                    const isSelected = selected.has(team.id)
                    const busy = generating.has(team.id)
                    return (
                      <TableRow key={team.id} data-state={isSelected ? 'selected' : undefined}>
                        <TableCell>
                          <Checkbox
                            aria-label={`Select ${team.name}`}
                            checked={isSelected}
                            onCheckedChange={(on) =>
                              setSelected((current) => toggleOne(current, team.id, on))
                            }
                          />
                        </TableCell>
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
                            <Button asChild variant="ghost" size="icon" className="size-9">
                              <a
                                href={teamPath(team)}
                                target="_blank"
                                rel="noopener"
                                aria-label={`View ${team.name}`}
                                title="View"
                              >
                                <ExternalLink aria-hidden="true" />
                              </a>
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-9 text-red-700 hover:text-red-700 dark:text-red-400 dark:hover:text-red-400"
                              onClick={() => setConfirm({ kind: 'one', team })}
                              aria-label={`Delete ${team.name}`}
                              title="Delete"
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    )
                  })
                )}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <TeamTrash />

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'bulk' ? 'Delete selected teams' : 'Delete team'}
        description={
          confirm?.kind === 'bulk'
            ? bulkTeamDeleteQuestion(chosen.length)
            : confirm?.kind === 'one'
              ? teamDeleteQuestion(confirm.team.name)
              : ''
        }
        busy={deleteOne.isPending || bulkDelete.isPending}
        busyLabel="Deleting..."
        onConfirm={() => {
          if (confirm?.kind === 'bulk') void runBulkDelete()
          else if (confirm?.kind === 'one') void runDelete(confirm.team)
        }}
      />
    </PageContainer>
  )
}
