import { useLocation, useParams } from 'react-router'
import { getGame, resolveRouteGame } from '../../../shared/domain/games'
import { newsListingDescription, newsListingTitle } from '../../../shared/domain/news-listing'
import { tagLabel } from '../../../shared/domain/tags'
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/breadcrumb'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingCards, PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { paths } from '../../paths'

export function Component() {
  const { pathname } = useLocation()
  const params = useParams()
  // §2.1: the game is the route parameter when valid, else inferred from the path.
  const game = getGame(resolveRouteGame(params.game, pathname))
  const tag = params.tag
  const filters = { game: game?.slug, tag }
  const title = newsListingTitle(filters)
  const description = newsListingDescription(filters)

  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', to: paths.home() },
    { label: 'News', to: paths.news() },
  ]
  if (game) crumbs.push({ label: game.name, to: paths.newsGame(game.slug) })
  if (tag) crumbs.push({ label: tagLabel(tag) })

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
