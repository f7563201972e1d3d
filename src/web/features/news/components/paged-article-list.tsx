import type { ArticleCard as Card } from '#shared/schemas/article'
import { ArticleCard } from './article-card'
import { ListingPager, type ListingPagerProps } from './listing-pager'

/** A list of story cards (the first three load their images first), then the numbered pages and "Load more". */
export function PagedArticleList({
  articles,
  empty,
  pager,
}: {
  articles: readonly Card[]
  /** Shown instead of the cards when there are none. */
  empty: string
  pager: ListingPagerProps
}) {
  return (
    <>
      {articles.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.id} className={index >= 3 ? 'render-when-near' : undefined}>
              <ArticleCard article={article} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <ListingPager {...pager} />
    </>
  )
}
