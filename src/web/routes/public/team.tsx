import { ArrowLeft } from 'lucide-react'
import { Link, useLocation, useParams } from 'react-router'
import { DEFAULT_GAME, gameDisplayName, resolveRouteGame } from '../../../shared/domain/games'
import { GameSubNav } from '../../components/layout/game-sub-nav'
import { LoadingDetail, PageContainer, titleFromSlug } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Button } from '../../components/ui/button'
import { paths } from '../../paths'

export function Component() {
  const { pathname } = useLocation()
  const { teamSlug } = useParams()
  // §2.11: the game comes from the path, cs2 by default.
  const game = resolveRouteGame(undefined, pathname, DEFAULT_GAME)
  const name = titleFromSlug(teamSlug) || 'Team'
  return (
    <PageContainer className="flex flex-col gap-6">
      <Seo
        title={`${name} - ${gameDisplayName(game)} Team`}
        description={`${name} ${gameDisplayName(game)} team profile: roster, recent form, matches and AI analysis.`}
        path={pathname}
      />
      <GameSubNav gameSlug={game} />
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={paths.teams(game)}>
          <ArrowLeft aria-hidden="true" />
          Back to Teams
        </Link>
      </Button>
      <h1 className="sr-only">{name}</h1>
      <LoadingDetail label="Loading team details..." />
    </PageContainer>
  )
}
