import { Ghost, RotateCcw, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import { Seo } from '../seo'
import { Button } from '../ui/button'
import { PageContainer } from './page'

/**
 * "Try again" as a link to the same address: a full load that works before (or without) JavaScript, and that
 * asks the server again, which is what a failed read needs.
 */
export function TryAgainLink({ label = 'Try again' }: { label?: string }) {
  const { pathname, search } = useLocation()
  return (
    <Button asChild variant="outline" size="lg">
      <a href={`${pathname}${search}`}>
        <RotateCcw aria-hidden="true" />
        {label}
      </a>
    </Button>
  )
}

/**
 * A page whose data could not be read (the server answers 503): says so, is kept out of search indexes, and
 * offers a retry, instead of a "Loading..." that never ends or a "not found" that is not true.
 */
export function PageUnavailable({
  title = 'This page is temporarily unavailable',
  message = "We couldn't load this page just now. Please try again in a moment.",
  children,
}: {
  title?: string
  message?: string
  /** More ways on, beside "Try again" and "Return to Home". */
  children?: ReactNode
}) {
  const { pathname } = useLocation()
  return (
    <PageContainer className="flex flex-col items-center gap-5 py-24 text-center">
      <Seo title={title} description={message} path={pathname} noindex />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p role="alert" className="max-w-md text-muted-foreground">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <TryAgainLink />
        {children}
        <Button asChild variant="hero" size="lg">
          <Link to={paths.home()}>Return to Home</Link>
        </Button>
      </div>
    </PageContainer>
  )
}

/** §2.1 the 404 page's text: for unknown paths, and for listings that have nothing (an unknown tag). */
export function PageNotFound() {
  const { pathname } = useLocation()
  return (
    <PageContainer className="flex flex-col items-center gap-5 py-24 text-center">
      <Seo
        title="Page not found"
        description="The page you're looking for doesn't exist."
        path={pathname}
        noindex
      />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Ghost aria-hidden="true" className="size-8" />
      </span>
      <p className="text-6xl font-black tracking-tight text-primary">404</p>
      <h1 className="text-3xl font-extrabold tracking-tight">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Button asChild variant="hero" size="lg">
        <Link to={paths.home()}>Return to Home</Link>
      </Button>
    </PageContainer>
  )
}
