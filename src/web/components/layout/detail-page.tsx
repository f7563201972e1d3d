import { ArrowLeft, RotateCcw } from 'lucide-react'
import { lazy, type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { Link } from '#web/components/link'
import { DEFAULT_GAME, type GameSlug, gameDisplayName, resolveRouteGame } from '#shared/domain/games'
import { isNotFound } from '#web/lib/route-data'
import { Seo } from '../seo'
import { Button } from '../ui/button'
import { GameSubNav } from './game-sub-nav'
import { LoadingDetail, PageContainer, titleFromSlug } from './page'
import { PageUnavailable } from './page-errors'

// Shown only for a missing entity or a failed load, so its code is fetched then, not on every visit (decision 011).
const EntityNotFound = lazy(() =>
  import('./entity-not-found').then((module) => ({ default: module.EntityNotFound })),
)

/** What a team or player page says in each of its states (§2.11, §2.13, §8 "Public screens"). */
export interface DetailPageText {
  /** "Team": the stand-in name while loading, and the last word of the loading title. */
  noun: string
  /** "Loading team details..." */
  loading: string
  /** §8's load failure: "Failed to load team details. Please try again." */
  failed: string
  /** "Reload team" */
  reload: string
  /** §2.11/§2.13 page text, and §8's short wording for the head. */
  notFound: { title: string; text: string; head: { title: string; description: string } }
  /** "Back to Teams", to the game's directory. */
  back: { label: string; to: (game: GameSlug) => string }
  /** What the console says when the entity's read fails, and when the page itself fails. */
  log: { loadFailed: string; pageFailed: string }
}

/** §2.11/§2.13: a detail page's game comes from the path, cs2 by default. */
function detailRouteGame(pathname: string): GameSlug {
  return resolveRouteGame(undefined, pathname, DEFAULT_GAME)
}

/** The column of a detail page: its head tags, the game's sub-navigation and the way back to the directory. */
export function DetailLayout({
  game,
  text,
  head,
  children,
}: {
  game: GameSlug
  text: DetailPageText
  head?: ReactNode
  children: ReactNode
}) {
  return (
    <PageContainer className="flex flex-col gap-6">
      {head}
      <GameSubNav gameSlug={game} />
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={text.back.to(game)}>
          <ArrowLeft aria-hidden="true" />
          {text.back.label}
        </Link>
      </Button>
      {children}
    </PageContainer>
  )
}

/** The read of a detail page's entity, as TanStack Query reports it. */
interface DetailRead<T> {
  data: T | undefined
  error: unknown
  isPending: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * A team or player page: the loading state, the not-found page, the §8 failure with a reload, and otherwise
 * what `children` renders of the loaded entity.
 */
export function DetailPage<T>({
  slug,
  read,
  text,
  children,
}: {
  slug: string
  read: DetailRead<T>
  text: DetailPageText
  children: (data: T, game: GameSlug) => ReactNode
}) {
  const { pathname } = useLocation()
  const game = detailRouteGame(pathname)
  const { data, error, isPending, isFetching, refetch } = read

  useEffect(() => {
    if (error && !isNotFound(error)) console.error(text.log.loadFailed, error)
  }, [error, text])

  if (isPending) {
    const name = titleFromSlug(slug) || text.noun
    return (
      <DetailLayout
        game={game}
        text={text}
        head={
          <Seo title={`${name} - ${gameDisplayName(game)} ${text.noun}`} path={pathname} type="profile" />
        }
      >
        <h1 className="sr-only">{name}</h1>
        <LoadingDetail label={text.loading} />
      </DetailLayout>
    )
  }
  if (!data) {
    if (isNotFound(error)) return <DetailNotFound path={pathname} game={game} text={text} />
    return (
      <PageUnavailable message={text.failed}>
        <Button variant="outline" size="lg" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCcw aria-hidden="true" />
          {text.reload}
        </Button>
      </PageUnavailable>
    )
  }
  return children(data, game)
}

/** The server's 404 for an unknown entity (thrown by the loader during SSR), and any failure of the page. */
export function DetailErrorBoundary({ text }: { text: DetailPageText }) {
  const error = useRouteError()
  const { pathname } = useLocation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) console.error(text.log.pageFailed, error)
  }, [error, notFound, text])
  // §8's error text, on a page that says it failed (503, noindex, a retry), not "Team Not Found".
  return notFound ? (
    <DetailNotFound path={pathname} game={detailRouteGame(pathname)} text={text} />
  ) : (
    <PageUnavailable message={text.failed} />
  )
}

function DetailNotFound({ path, game, text }: { path: string; game: GameSlug; text: DetailPageText }) {
  return (
    <EntityNotFound
      path={path}
      title={text.notFound.title}
      text={text.notFound.text}
      headTitle={text.notFound.head.title}
      headDescription={text.notFound.head.description}
      back={{ label: text.back.label, to: text.back.to(game) }}
    />
  )
}

/** The header of a team or player page: picture, badges, the page's one <h1>, a line of details, and an aside. */
export function DetailHeader({
  media,
  badges,
  title,
  details,
  aside,
  actions,
}: {
  media: ReactNode
  badges: ReactNode
  title: string
  details: ReactNode
  aside?: ReactNode
  /** Buttons under the details (Follow). */
  actions?: ReactNode
}) {
  return (
    <header className="relative overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--glow),transparent_55%)] opacity-60"
      />
      <div className="relative flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
        {media}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">{badges}</div>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">{details}</p>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        {aside}
      </div>
    </header>
  )
}
