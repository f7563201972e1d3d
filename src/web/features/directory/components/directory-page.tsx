import { type ReactNode, useEffect } from 'react'
import type { Game, GameSlug } from '#shared/domain/games'
import { ogImagePaths } from '#shared/domain/og-image'
import { showingText } from '#shared/domain/showing'
import { GameSubNav } from '#web/components/layout/game-sub-nav'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Button } from '#web/components/ui/button'
import { type DirectoryFilter, isFiltered } from '../utils/directory'
import { DirectoryEmpty, DirectoryError, DirectoryPlaceholders } from './directory-states'
import {
  type DirectoryStat,
  DirectoryStats,
  DirectoryToolbar,
  type DirectoryToolbarProps,
  GameBadges,
  NO_FILTER,
} from './directory-toolbar'

/** What a directory says of its entries (§2.10 teams, §2.12 players, §8 load failure). */
export interface DirectoryText {
  /** "team": the word of "Showing 12 teams". */
  noun: 'team' | 'player'
  /** "Teams": the results' hidden heading; its id is "{noun}s-results". */
  heading: string
  /** "Loading teams..." */
  loading: string
  /** §8 "Failed to load teams. Please try again." */
  failed: string
  /** "No Teams Found" */
  emptyTitle: string
  /** "No teams match your search or filter." */
  noMatch: string
  /** "No CS2 teams available yet." / "No teams available yet." */
  noneYet: (gameName: string | undefined) => string
  /** What the console says when the list fails to load. */
  logFailed: string
}

/** The list's read, as TanStack Query reports it. */
interface DirectoryRead {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

interface DirectoryPageProps<T extends { id: string }> {
  game: Game | undefined
  title: string
  /** The page's meta description. */
  description: string
  /** The visible description under the title. */
  intro: string
  path: string
  badges: { to: (game: GameSlug) => string; label: string }
  toolbar: Omit<DirectoryToolbarProps, 'filter' | 'onFilterChange'>
  filter: DirectoryFilter
  onFilterChange: (filter: DirectoryFilter) => void
  /** The figures above the list; `loading` is true while the list loads. */
  stats: (loading: boolean) => DirectoryStat[]
  read: DirectoryRead
  /** Every entry read, and those the filter keeps. */
  all: readonly T[]
  shown: readonly T[]
  text: DirectoryText
  renderItem: (item: T) => ReactNode
}

/** §2.10/§2.12 a directory page: header, game badges, the search and filter, figures and the cards. */
export function DirectoryPage<T extends { id: string }>(props: DirectoryPageProps<T>) {
  const { game, title, read, text } = props
  const loading = read.isPending && !read.isError

  useEffect(() => {
    if (read.error) console.error(text.logFailed, read.error)
  }, [read.error, text])

  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={title}
        description={props.description}
        path={props.path}
        card={game ? ogImagePaths.game(game.slug) : undefined}
      />
      <PageHeader title={title} description={props.intro} />
      {game ? <GameSubNav gameSlug={game.slug} /> : null}
      <GameBadges current={game?.slug} to={props.badges.to} label={props.badges.label} />
      <DirectoryToolbar {...props.toolbar} filter={props.filter} onFilterChange={props.onFilterChange} />
      <DirectoryStats label="Statistics" stats={props.stats(loading)} />
      <section aria-labelledby={`${text.noun}s-results`} className="flex flex-col gap-4">
        <h2 id={`${text.noun}s-results`} className="sr-only">
          {text.heading}
        </h2>
        <p role="status" className="sr-only">
          {loading || read.isError ? '' : showingText(props.shown.length, text.noun)}
        </p>
        <DirectoryResults {...props} loading={loading} />
      </section>
    </PageContainer>
  )
}

function DirectoryResults<T extends { id: string }>({
  game,
  read,
  text,
  all,
  shown,
  filter,
  onFilterChange,
  renderItem,
  loading,
}: DirectoryPageProps<T> & { loading: boolean }) {
  if (loading) return <DirectoryPlaceholders label={text.loading} />
  if (read.isError && all.length === 0)
    return (
      <DirectoryError message={text.failed} onRetry={() => void read.refetch()} retrying={read.isFetching} />
    )
  if (shown.length === 0)
    return (
      <DirectoryEmpty
        title={text.emptyTitle}
        text={all.length > 0 && isFiltered(filter) ? text.noMatch : text.noneYet(game?.name)}
      >
        {isFiltered(filter) ? (
          <Button variant="outline" onClick={() => onFilterChange(NO_FILTER)}>
            Clear search and filter
          </Button>
        ) : null}
      </DirectoryEmpty>
    )
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  )
}
