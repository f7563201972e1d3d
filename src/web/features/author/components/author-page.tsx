import type { ReactNode } from 'react'
import { absoluteUrl } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { AuthorPage as AuthorPageData } from '#shared/schemas/article'
import { Breadcrumb } from '#web/components/layout/breadcrumb'
import { LoadingCards } from '#web/components/layout/loading-cards'
import { PageContainer, titleFromSlug } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Skeleton } from '#web/components/ui/skeleton'
import { useSite } from '#web/lib/site'
import { AuthorProfile, articlesPublishedText } from './author-profile'

const crumbs = [{ label: 'Home', to: paths.home() }, { label: 'Author' }]

/** §2.15 the author page while it loads: the profile's and the cards' outlines. */
export function AuthorLoading({ slug, path }: { slug: string; path: string }) {
  return (
    <PageContainer className="flex flex-col gap-8">
      <Seo title={titleFromSlug(slug) || 'Author'} path={path} type="profile" />
      <Breadcrumb items={crumbs} />
      <div role="status" className="flex items-center gap-6 rounded-2xl border bg-card p-8">
        <span className="sr-only">Loading author...</span>
        <Skeleton className="size-28 rounded-full" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-full max-w-xl" />
        </div>
      </div>
      <LoadingCards label="Loading articles..." />
    </PageContainer>
  )
}

/** §2.15 the author page: the profile, then "Articles" with the count and `children` (the stories). */
export function AuthorPage({
  first,
  page,
  pageHref,
  children,
}: {
  /** The first page read: the author, the total and what is left after it. */
  first: AuthorPageData
  page: number
  /** The address of the author's numbered page N (§2.7 paging). */
  pageHref: (page: number) => string
  children: ReactNode
}) {
  const site = useSite()
  const { author, total } = first
  return (
    <PageContainer className="flex flex-col gap-8">
      <Seo
        title={`${author.displayName} - ${author.jobTitle || 'AI Esports Analyst'}`}
        description={author.bio || `${author.displayName}, ${author.jobTitle} at ${site.brand}.`}
        path={pageHref(page)}
        image={author.avatar || undefined}
        type="profile"
      />
      {first.remaining > 0 ? <link rel="next" href={absoluteUrl(site.siteUrl, pageHref(page + 1))} /> : null}
      {page > 1 ? <link rel="prev" href={absoluteUrl(site.siteUrl, pageHref(page - 1))} /> : null}
      <Breadcrumb items={crumbs} />
      <AuthorProfile author={author} />
      <section aria-labelledby="author-articles" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="author-articles" className="text-2xl font-bold tracking-tight">
            Articles
          </h2>
          <p className="text-sm text-muted-foreground">{articlesPublishedText(total)}</p>
        </div>
        {children}
      </section>
    </PageContainer>
  )
}
