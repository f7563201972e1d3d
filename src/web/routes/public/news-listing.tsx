import { useLocation, useParams } from 'react-router'
import { type GameSlug, getGame, resolveRouteGame } from '../../../shared/domain/games'
import { tagLabel } from '../../../shared/domain/tags'
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/breadcrumb'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingCards, PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { paths } from '../../paths'

/** §2.7 title and description by the filters set. */
export function newsListingHead(game?: string, tag?: string): { title: string; description: string } {
  if (game && tag) return { title: `${game} - ${tag} News`, description: `Latest ${game} news about ${tag}` }
  if (game) {
    return {
      title: `${game} News`,
      description: `Stay updated with the latest ${game} news, tournaments, and updates`,
    }
  }
  if (tag) return { title: `${tag} News`, description: `Browse all esports news related to ${tag}` }
  return {
    title: 'Latest Esports News',
    description: 'Your ultimate source for esports news, tournament updates, and competitive gaming insights',
  }
}

export function Component() {
  const { pathname } = useLocation()
  const params = useParams()
  const gameSlug: GameSlug | undefined = resolveRouteGame(params.game, pathname)
  const game = getGame(gameSlug)
  const tagName = params.tag ? tagLabel(params.tag) : undefined
  const { title, description } = newsListingHead(game?.name, tagName)

  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', to: paths.home() },
    { label: 'News', to: paths.news() },
  ]
  if (game) crumbs.push({ label: game.name, to: paths.newsGame(game.slug) })
  if (tagName) crumbs.push({ label: tagName })

  return (
    <PageContainer className="flex flex-col gap-8">
      <Seo title={title} description={description} path={pathname} />
      <Breadcrumb items={crumbs} />
      <PageHeader title={title} description={description} />
      {game ? <GameSubNav gameSlug={game.slug} /> : null}
      <LoadingCards label="Loading articles..." />
    </PageContainer>
  )
}
