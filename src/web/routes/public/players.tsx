import { useLocation } from 'react-router'
import { gameFromPath, getGame } from '../../../shared/domain/games'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingCards, PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'

export function Component() {
  const { pathname } = useLocation()
  const game = getGame(gameFromPath(pathname))
  const title = game ? `${game.name} Players` : 'Esports Players'
  return (
    <PageContainer className="flex flex-col gap-8">
      <Seo
        title={title}
        description={`Browse ${game ? game.name : 'esports'} players: profiles, teams and statistics.`}
        path={pathname}
      />
      <PageHeader title={title} />
      {game ? <GameSubNav gameSlug={game.slug} /> : null}
      <LoadingCards label="Loading players..." />
    </PageContainer>
  )
}
