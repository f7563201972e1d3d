import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { type LoaderFunctionArgs, useSearchParams } from 'react-router'
import { PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Results } from '../../features/search/components/search-results'
import {
  EmptyQuery,
  ResultsLoading,
  SearchFailed,
  SearchForm,
} from '../../features/search/components/search-states'
import { prefetchPageData } from '../../lib/route-data'
import { normalizeSearchQuery, siteSearchQueries, useSearchResults } from '../../lib/site-search'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

// /search (decision 020): the site search, rendered on the server like every public page, never indexed (a
// results page is not content of its own).

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const q = normalizeSearchQuery(new URL(request.url).searchParams.get('q'))
    await prefetchPageData(queryClient, q ? [siteSearchQueries.results(q)] : [])
    return null
  }
}

export function Component() {
  const [params] = useSearchParams()
  const q = normalizeSearchQuery(params.get('q'))
  const { brand } = useSite()
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useSearchResults(q)

  useEffect(() => {
    if (error) console.error('Search failed', error)
  }, [error])

  let body: ReactNode
  if (!q) body = <EmptyQuery brand={brand} />
  else if (data && !isPlaceholderData) body = <Results results={data} brand={brand} />
  else if (error && !isFetching) body = <SearchFailed onRetry={() => void refetch()} />
  else if (isPending || isPlaceholderData) body = <ResultsLoading />

  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <Seo
        title={q ? `Search: ${q}` : 'Search'}
        description={`Search ${brand}'s news, teams and players.`}
        path={paths.search()}
        noindex
      />
      <PageHeader title={q ? <>Results for “{q}”</> : 'Search'} className="min-w-0 break-words">
        <SearchForm key={q} defaultValue={q} />
      </PageHeader>
      {body}
    </PageContainer>
  )
}
