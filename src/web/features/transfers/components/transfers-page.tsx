import { ArrowLeftRight, RotateCcw, X } from 'lucide-react'
import { Form } from 'react-router'
import { Link } from '#web/components/link'
import { GAMES, gameDisplayName } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { SectionCard } from '#web/components/esports/section-card'
import { GameSubNav } from '#web/components/layout/game-sub-nav'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { LoadMoreLink } from '#web/components/ui/load-more-link'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Skeleton } from '#web/components/ui/skeleton'
import { FilterLink } from '#web/components/esports/filter-link'
import { transferMessages } from '#web/lib/messages'
import { type TransferFilters, useTransferPages } from '../api/get-transfers'
import { transfersHref } from '../utils/transfers'
import { TransferRow } from './transfer-row'

/** Issue #18: the roster changes the syncs saw, newest first, of every game or of one, filtered by team and days. */
export function TransfersPage({ filters, cursor }: { filters: TransferFilters; cursor?: string }) {
  const subject = filters.game ? `${gameDisplayName(filters.game)} Transfers` : 'Esports Transfers'
  const filtered = Boolean(filters.team || filters.from || filters.to)
  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={`${subject}: Roster Moves, Joins & Departures`}
        description={`Who joined and who left${filters.game ? ` ${gameDisplayName(filters.game)}` : ''} esports rosters, newest first, with the day each change was seen.`}
        path={paths.transfers(filters.game)}
        noindex={Boolean(cursor) || filtered}
      />
      <PageHeader
        badge={<Badge variant="gaming">Transfers</Badge>}
        title={subject}
        description={transferMessages.howSeen}
      />
      {filters.game ? <GameSubNav gameSlug={filters.game} /> : null}
      <div className="flex flex-col gap-3">
        <GameFilter filters={filters} />
        <DaysFilter filters={filters} />
        {filters.team ? <TeamFilter filters={filters} /> : null}
      </div>
      <TransferList filters={filters} cursor={cursor} filtered={filtered} />
    </PageContainer>
  )
}

/** Games as plain links (they work without JavaScript); the days stay, a team of another game would not. */
function GameFilter({ filters }: { filters: TransferFilters }) {
  const days = { from: filters.from, to: filters.to }
  return (
    <nav aria-label="Filter by game">
      <ul className="flex flex-wrap gap-2">
        <FilterLink to={transfersHref({ ...days, team: filters.team })} active={!filters.game}>
          All games
        </FilterLink>
        {GAMES.map((game) => (
          <FilterLink
            key={game.slug}
            to={transfersHref({ ...days, game: game.slug })}
            active={filters.game === game.slug}
          >
            {game.name}
          </FilterLink>
        ))}
      </ul>
    </nav>
  )
}

/** A plain GET form: submitting it loads the page with ?from=&to=, with or without JavaScript. */
function DaysFilter({ filters }: { filters: TransferFilters }) {
  return (
    <Form
      method="get"
      action={paths.transfers(filters.game)}
      aria-label="Filter by date"
      className="flex flex-wrap items-end gap-3"
    >
      {filters.team ? <input type="hidden" name="team" value={filters.team} /> : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor="transfers-from">From</Label>
        <Input id="transfers-from" type="date" name="from" defaultValue={filters.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="transfers-to">To</Label>
        <Input id="transfers-to" type="date" name="to" defaultValue={filters.to} className="w-40" />
      </div>
      <Button type="submit" variant="outline">
        Apply
      </Button>
      {filters.from || filters.to ? (
        <Button asChild variant="ghost">
          <Link to={transfersHref({ game: filters.game, team: filters.team })}>Any date</Link>
        </Button>
      ) : null}
    </Form>
  )
}

function TeamFilter({ filters }: { filters: TransferFilters }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Team:</span>
      <Badge variant="secondary">{filters.team}</Badge>
      <Link
        to={transfersHref({ ...filters, team: undefined })}
        className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground hover:underline"
      >
        <X aria-hidden="true" className="size-3.5" />
        Every team
      </Link>
    </p>
  )
}

function ListLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading roster changes...</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} aria-hidden="true" className="h-8 w-full" />
      ))}
    </div>
  )
}

function TransferList({
  filters,
  cursor,
  filtered,
}: {
  filters: TransferFilters
  cursor?: string
  filtered: boolean
}) {
  const read = useTransferPages(filters, cursor)
  const transfers = read.data?.pages.flatMap((page) => page.transfers) ?? []
  const next = read.data?.pages.at(-1)?.next ?? null
  return (
    <SectionCard
      id="transfer-list"
      title="Roster changes"
      icon={<ArrowLeftRight aria-hidden="true" className="size-5 text-primary" />}
    >
      {read.isPending ? (
        <ListLoading />
      ) : !read.data ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
          <p role="alert" className="text-sm text-muted-foreground">
            {transferMessages.transfersLoadFailed}
          </p>
          <Button variant="outline" size="sm" onClick={() => void read.refetch()} disabled={read.isFetching}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : transfers.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {filtered ? transferMessages.noTransfersFiltered : transferMessages.noTransfers}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col">
            {transfers.map((transfer) => (
              <TransferRow key={transfer.id} transfer={transfer} showGame={!filters.game} />
            ))}
          </ul>
          {read.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-muted-foreground">
              {transferMessages.moreTransfersFailed}
            </p>
          ) : null}
          {next ? (
            <LoadMoreLink
              href={transfersHref(filters, next)}
              loading={read.isFetchingNextPage}
              onLoadMore={() => void read.fetchNextPage()}
            />
          ) : (
            <p className="text-center text-xs text-muted-foreground">{transferMessages.noMoreTransfers}</p>
          )}
        </div>
      )}
    </SectionCard>
  )
}
