import { createContext, type ReactNode, useContext } from 'react'
import { isPreviewHost } from '#shared/domain/seo'
import { useSite } from './site'

/** What the page knows about the request it answers: the host it was asked for. */
interface RequestInfo {
  /** The request's Host (e.g. "bo5.gg" or "preview-123.example.net:8080"); undefined when unknown. */
  requestHost?: string
}

const RequestContext = createContext<RequestInfo>({})

/**
 * The server passes the request's host (`new URL(request.url).host`), the browser `window.location.host`: the
 * same value on both sides, so the hydrated head matches the server's.
 */
export function RequestProvider({ requestHost, children }: { requestHost?: string; children: ReactNode }) {
  return <RequestContext.Provider value={{ requestHost }}>{children}</RequestContext.Provider>
}

function useRequestInfo(): RequestInfo {
  return useContext(RequestContext)
}

/** §2.2: a page served on a host other than SITE_URL's (bare or www.) is a preview and asks for noindex. */
export function useIsPreviewHost(): boolean {
  const { requestHost } = useRequestInfo()
  const { siteUrl } = useSite()
  return isPreviewHost(requestHost, siteUrl)
}
