import { PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useSite } from '../../lib/site'
import { paths } from '../../paths'

export function Component() {
  const { brand } = useSite()
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-6">
      <Seo
        title={`Chat with ${brand}`}
        description={`Ask ${brand}, our AI esports co-caster, about news, match results, teams and players.`}
        path={paths.chat()}
      />
      <PageHeader
        title={`Chat with ${brand}`}
        badge={
          <Badge variant="highlight">
            <span aria-hidden="true" className="size-2 rounded-full bg-highlight" />
            {brand} Online
          </Badge>
        }
      />
      <Card role="status" aria-live="polite" className="flex min-h-96 flex-col gap-4 p-6">
        <span className="sr-only">Loading chat...</span>
        <div aria-hidden="true" className="flex flex-col gap-4">
          <Skeleton className="h-16 w-3/4 rounded-2xl" />
          <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
          <Skeleton className="h-24 w-4/5 rounded-2xl" />
        </div>
        <Skeleton className="mt-auto h-12 w-full rounded-full" />
      </Card>
    </PageContainer>
  )
}
