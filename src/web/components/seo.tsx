import { buildSeoHead, type SeoProps } from '#shared/domain/seo'
import { useIsPreviewHost } from '../lib/request-context'
import { useSite } from '../lib/site'

/**
 * The page head. React 19 hoists <title>, <meta> and <link> into <head> wherever they render, on the server
 * and in the browser, so each page renders exactly one <Seo>. A preview host (§2.2) forces noindex.
 */
export function Seo(props: SeoProps) {
  const site = useSite()
  const previewHost = useIsPreviewHost()
  const head = buildSeoHead({ ...props, noindex: props.noindex || previewHost }, site)
  return (
    <>
      <title>{head.title}</title>
      <link rel="canonical" href={head.canonical} />
      {head.feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type={feed.type} href={feed.href} title={feed.title} />
      ))}
      {head.meta.map((tag, index) =>
        'name' in tag ? (
          <meta key={`n:${tag.name}:${index}`} name={tag.name} content={tag.content} />
        ) : (
          <meta key={`p:${tag.property}:${index}`} property={tag.property} content={tag.content} />
        ),
      )}
    </>
  )
}
