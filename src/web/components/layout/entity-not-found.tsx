import { SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageContainer } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Button } from '#web/components/ui/button'

export interface EntityNotFoundProps {
  path: string
  /** "Team Not Found" */
  title: string
  /** "The team you're looking for doesn't exist or has been moved." */
  text: string
  /** §8's short wording, used for the page head: "Team not found" / "The requested team could not be found." */
  headTitle: string
  headDescription: string
  back: { label: string; to: string }
  /** A load failure rather than a missing entity: the text is the error message. */
  failed?: boolean
  children?: ReactNode
}

/** §2.11/§2.13 not found (and §8 load failure) of a team or player page. */
export function EntityNotFound({
  path,
  title,
  text,
  headTitle,
  headDescription,
  back,
  failed = false,
  children,
}: EntityNotFoundProps) {
  const Icon = failed ? TriangleAlert : SearchX
  return (
    <PageContainer className="flex flex-col items-center gap-5 py-24 text-center">
      <Seo title={headTitle} description={headDescription} path={path} noindex />
      <span
        className={
          failed
            ? 'inline-flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive'
            : 'inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary'
        }
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p role={failed ? 'alert' : undefined} className="max-w-md text-muted-foreground">
        {text}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <Button asChild variant="hero" size="lg">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </div>
    </PageContainer>
  )
}
