import { UserX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageContainer } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Button } from '#web/components/ui/button'
import { paths } from '#shared/paths'

export function AuthorNotFound({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <PageContainer className="flex flex-col items-center gap-5 py-24 text-center">
      <Seo
        title="Author not found"
        description="The author you're looking for doesn't exist."
        path={path}
        noindex
      />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UserX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">Author not found</h1>
      <p className="max-w-md text-muted-foreground">The author you're looking for doesn't exist.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <Button asChild variant="hero" size="lg">
          <Link to={paths.news()}>Browse the latest news</Link>
        </Button>
      </div>
    </PageContainer>
  )
}
