import { IconSprite } from '../components/ui/sprite-icon'
import { TriangleAlert } from 'lucide-react'
import { lazy, Suspense, useEffect } from 'react'
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { useTheme } from '../components/layout/theme-toggle'
import { JsonLd } from '../components/json-ld'
import { TryAgainLink } from '../components/layout/page-errors'
import { Seo } from '../components/seo'
import { Button } from '../components/ui/button'
import { organizationJsonLd } from '#shared/domain/seo'
import { useSite } from '../lib/site'
import { toasterMounted, useToasterWanted } from '../lib/toast'
import { followsAnything, useFollows } from '../lib/follows'
import { paths } from '#shared/paths'

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-100"
    >
      Skip to content
    </a>
  )
}

// sonner's Toaster is downloaded and mounted with the first toast (lib/toast), never among a first visit's
// downloads.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Tells lib/toast the Toaster is on the page, so the toasts waiting for it are shown. */
function ToasterMounted() {
  useEffect(toasterMounted, [])
  return null
}

/** ARCHITECTURE "Choices": one toast system, at most 3 visible, 5 s, bottom-right, swipe right to dismiss. */
function Toasts() {
  const [theme] = useTheme()
  if (!useToasterWanted()) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={5000}
        swipeDirections={['right']}
        theme={theme}
        closeButton
      />
      <ToasterMounted />
    </Suspense>
  )
}

// Issue #18 item 4: a followed team's match going live or ending shows a toast on any page. Its code (and the live
// stream it opens) comes only to readers who follow something.
const FollowAlerts = lazy(() => import('../components/follow/follow-alerts'))

function MatchAlerts() {
  const follows = useFollows()
  if (!follows || !followsAnything(follows)) return null
  return (
    <Suspense fallback={null}>
      <FollowAlerts follows={follows} />
    </Suspense>
  )
}

/** §2.2 Organisation structured data, once on every page. */
function OrganizationJsonLd() {
  const site = useSite()
  return <JsonLd data={organizationJsonLd(site)} />
}

/** Every public and admin screen renders inside this: header, the page in <main>, footer, toasts. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <OrganizationJsonLd />
      <IconSprite />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toasts />
      <MatchAlerts />
    </div>
  )
}

function errorText(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        title: 'Oops! Page not found',
        message: "The page you're looking for doesn't exist or has been moved.",
      }
    }
    const detail = typeof error.data === 'string' && error.data.length < 200 ? error.data : undefined
    return {
      title: `${error.status} ${error.statusText || 'Error'}`.trim(),
      message: detail ?? 'Something went wrong while loading this page. Please try again.',
    }
  }
  return {
    title: 'Something went wrong',
    message: 'An unexpected error stopped this page from loading. Please try again in a moment.',
  }
}

/**
 * Shown instead of the layout when a route fails. Kept free of the header and footer so an error in the
 * chrome itself cannot loop; "Return to Home" is a full page load so the app starts clean.
 */
export function RootErrorBoundary() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const { brand } = useSite()
  const { title, message } = errorText(error)
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-16">
      <Seo title={title} path={pathname} noindex />
      <OrganizationJsonLd />
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <p className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{brand}</p>
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {isRouteErrorResponse(error) && error.status === 404 ? null : <TryAgainLink />}
          <Button asChild variant="hero" size="lg">
            <a href={paths.home()}>Return to Home</a>
          </Button>
        </div>
      </div>
    </main>
  )
}
