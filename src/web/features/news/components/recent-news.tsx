import { Newspaper } from 'lucide-react'
import { Skeleton } from '#web/components/ui/skeleton'
import { cn } from '#web/lib/cn'
import { useArticles } from '../api/get-articles'
import { ArticleListItem } from './article-list-item'

/** §9: the sidebar shows 3 articles. */
const RECENT_NEWS_LIMIT = 3
/** One more than shown, so the article being read can be left out and 3 remain. */
export const recentNewsQuery = { limit: RECENT_NEWS_LIMIT + 1 } as const

interface RecentNewsProps {
  /** The article on the page, not repeated in its own sidebar. */
  excludeId?: string
  className?: string
}

/** §2.6 Recent News sidebar: the 3 latest articles. */
export function RecentNews({ excludeId, className }: RecentNewsProps) {
  const { data, isPending } = useArticles(recentNewsQuery)
  const articles = (data?.articles ?? []).filter((article) => article.id !== excludeId)
  return (
    <section
      aria-labelledby="recent-news-heading"
      className={cn('rounded-xl border bg-card p-5 shadow-sm print:hidden', className)}
    >
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-primary uppercase">
        <Newspaper aria-hidden="true" className="size-4" />
        Recent News
      </p>
      <h2 id="recent-news-heading" className="mt-1 mb-3 text-lg font-bold tracking-tight">
        Latest esports updates
      </h2>
      {isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading recent news...</span>
          {Array.from({ length: RECENT_NEWS_LIMIT }, (_, index) => (
            <div key={index} className="flex gap-3 p-2">
              <Skeleton className="aspect-[4/3] w-24" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-3 w-20" />
              </div>
            </div>
          ))}
        </div>
      ) : articles.length === 0 ? (
        <p className="text-sm text-muted-foreground">No recent news available</p>
      ) : (
        <ul className="-mx-2 flex flex-col gap-1">
          {articles.slice(0, RECENT_NEWS_LIMIT).map((article) => (
            <li key={article.id}>
              <ArticleListItem article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
