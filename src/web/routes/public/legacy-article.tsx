import { type LoaderFunctionArgs, Navigate, redirect, useParams } from 'react-router'
import { paths } from '#shared/paths'

/** §2.1: /news/article/:articleId/:slug replaces itself with /news/{slug}, or /news when there is no slug. */
function legacyTarget(slug: string | undefined): string {
  return slug ? paths.article(slug) : paths.news()
}

// A permanent redirect on the server, so crawlers and old links land on the new address without JavaScript.
export function loader() {
  return ({ params }: LoaderFunctionArgs) => redirect(legacyTarget(params.slug), 301)
}

export function Component() {
  const { slug } = useParams()
  return <Navigate replace to={legacyTarget(slug)} />
}
