import { serializeJsonLd } from '#shared/domain/seo'

/**
 * Structured data as <script type="application/ld+json">. A data block, not a script: the CSP does not apply to
 * it, and serializeJsonLd escapes "<" so the data cannot close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
