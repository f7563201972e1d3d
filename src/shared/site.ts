/** Brand, persona and contact strings: settings on the server, handed to the browser as this public subset. */
export interface SiteConfig {
  /** {brand} of the product spec, e.g. "BO5". */
  brand: string
  /** {name}: the AI analyst persona's display name. */
  personaName: string
  /** The persona's author slug; /author/{personaSlug} is the persona's fixed route. */
  personaSlug: string
  /** The newsroom name stored as an article's author; it (or an empty author) means the persona. */
  newsroomName: string
  /** {email}: contact, legal and customer-service address; null when none is set (CONTACT_EMAIL). */
  contactEmail: string | null
  /** X (Twitter) handle without the @, used as "via" when sharing. */
  socialHandle: string
  /** {host}: the production origin, no trailing slash. */
  siteUrl: string
}

export const defaultSiteConfig: SiteConfig = {
  brand: 'BO5',
  personaName: 'Nova Reyes',
  personaSlug: 'nova-reyes',
  newsroomName: 'BO5 Newsroom',
  contactEmail: null,
  socialHandle: 'bo5esports',
  siteUrl: 'http://127.0.0.1:3000',
}
