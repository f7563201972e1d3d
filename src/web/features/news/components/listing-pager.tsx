import { Link } from '#web/components/link'
import { LoadMoreLink } from '#web/components/ui/load-more-link'
import { moreStoriesText } from '../utils/listing'

export interface ListingPagerProps {
  remaining: number
  nextHref: string
  prevHref?: string
  /** Appends the next page in place (the link's own navigation is then skipped). */
  onLoadMore: () => void
  loadingMore: boolean
  failed: boolean
}

/**
 * Under the stories: how many are left and "Load more", a real link to the next numbered page (it works before
 * the script runs and is what crawlers follow); once hydrated it appends the next page in place.
 */
export function ListingPager({
  remaining,
  nextHref,
  prevHref,
  onLoadMore,
  loadingMore,
  failed,
}: ListingPagerProps) {
  if (remaining === 0 && !prevHref) return null
  return (
    <nav aria-label="More stories" className="flex flex-col items-center gap-3 pt-4 text-center">
      {remaining > 0 ? (
        <>
          <p className="text-sm text-muted-foreground" data-testid="stories-left">
            {moreStoriesText(remaining)}
          </p>
          <LoadMoreLink href={nextHref} rel="next" loading={loadingMore} onLoadMore={onLoadMore} />
          {failed ? (
            <p role="alert" className="text-sm text-destructive">
              More stories could not be loaded. Try again.
            </p>
          ) : null}
        </>
      ) : null}
      {prevHref ? (
        <Link to={prevHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Newer stories
        </Link>
      ) : null}
    </nav>
  )
}
