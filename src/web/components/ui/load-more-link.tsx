import { Button } from './button'

/**
 * "Load more" under a listing (news, an author's stories, match results, roster changes): a real link to the next
 * page, which is what works before the script runs and what crawlers follow; once hydrated a plain click appends
 * the next page in place instead. A new tab or window (modifier keys, middle click) opens the page as the link says.
 */
export function LoadMoreLink({
  href,
  loading,
  onLoadMore,
  rel,
}: {
  href: string
  loading: boolean
  onLoadMore: () => void
  /** "next" where the link leads to the listing's next numbered page. */
  rel?: 'next'
}) {
  return (
    <Button asChild variant="outline" size="lg" className="self-center">
      <a
        href={href}
        rel={rel}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          if (!loading) onLoadMore()
        }}
      >
        {loading ? 'Loading...' : 'Load more'}
      </a>
    </Button>
  )
}
