import { Ghost } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { PageContainer } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Button } from '../../components/ui/button'
import { paths } from '../../paths'

export const status = 404

export function Component() {
  const { pathname } = useLocation()

  // §2.1: the missing path is logged (a warning: it is the reader's wrong turn, not a fault of the site).
  useEffect(() => {
    console.warn('404: path not found', pathname)
  }, [pathname])

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
