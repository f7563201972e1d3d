import { createContext, type ReactNode, useContext } from 'react'
import { defaultSiteConfig, type SiteConfig } from '#shared/site'

const SiteContext = createContext<SiteConfig>(defaultSiteConfig)

/** Brand, persona and contact strings from the server's settings; never hard-code them in components. */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
}

export function useSite(): SiteConfig {
  return useContext(SiteContext)
}
