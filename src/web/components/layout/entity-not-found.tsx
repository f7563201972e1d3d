import { type LucideIcon, SearchX } from 'lucide-react'
import { Link } from '#web/components/link'
import { Seo } from '../seo'
import { Button } from '../ui/button'
import { PageContainer } from './page'

interface EntityNotFoundProps {
  path: string
  /** "Team Not Found" */
  title: string
  /** "The team you're looking for doesn't exist or has been moved." */
  text: string
  /** §8's short wording, used for the page head: "Team not found" / "The requested team could not be found." */
  headTitle: string
  headDescription: string
  back: { label: string; to: string }
  icon?: LucideIcon
}

/** §2.8/§2.11/§2.13/§2.15 the page of an article, author, team or player that does not exist (noindex). */
export function EntityNotFound({
  path,
  title,
  text,
  headTitle,
  headDescription,
  back,
  icon: Icon = SearchX,
}: EntityNotFoundProps) {
  return (
    <PageContainer className="flex flex-col items-center gap-5 py-24 text-center">
      <Seo title={headTitle} description={headDescription} path={path} noindex />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="hero" size="lg">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </div>
    </PageContainer>
  )
}
