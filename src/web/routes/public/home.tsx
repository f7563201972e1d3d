import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { GAME_SLUGS } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { PageContainer } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { refreshArticles } from '../../features/news/api/get-articles'
import { HomeHero } from '../../features/news/components/home-hero'
import { QuestionCards } from '../../features/news/components/home-questions'
import { GameSection, RecentHighlights, TopStories } from '../../features/news/components/home-sections'
import { homeReads } from '../../features/news/utils/home-reads'
import { YourTeamsStrip } from '../../features/following/components/your-teams-strip'
import { useArticleChanges } from '../../lib/realtime'
import { prefetchPageData } from '../../lib/route-data'

export function loader(queryClient: QueryClient) {
  return async () => {
    // Without the latest stories the page has no news to show (503); a failed per-game read is dropped, not
    // thrown: the page renders and only that section waits for the browser's retry (§8: logged as warnings).
    const reads = homeReads()
    await prefetchPageData(queryClient, reads.needed, reads.optional)
    return null
  }
}

export function Component() {
  const queryClient = useQueryClient()
  // §2.3: new articles appear without a reload.
  useArticleChanges(() => {
    void refreshArticles(queryClient)
  })

  return (
    <>
      <Seo path={paths.home()} />
      <HomeHero />
      <PageContainer className="flex flex-col gap-16 py-12">
        <YourTeamsStrip />
        <TopStories />
        <QuestionCards />
        {GAME_SLUGS.map((game) => (
          <GameSection key={game} game={game} />
        ))}
        <RecentHighlights />
      </PageContainer>
    </>
  )
}
