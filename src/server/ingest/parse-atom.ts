import {
  absoluteUrl,
  atomHtml,
  atomText,
  attr,
  children,
  finishEntry,
  first,
  isImageEnclosure,
  mediaImage,
  mediaSummary,
  type Names,
  namedLikeRoot,
  type ParsedFeed,
  plainText,
  resolveBase,
  resolveHtmlUrls,
  webUrl,
  type XmlNode,
} from './parse-common'

// ---------------------------------------------------------------------------------------------------------
// Atom.

/** The rel="alternate" (or rel-less) link, HTML preferred, resolved against its own xml:base if any. */
export function alternateLink(links: readonly unknown[], base: string | undefined): string | undefined {
  const alternates = links.filter((link) => (attr(link, 'rel') ?? 'alternate') === 'alternate')
  const preferred = [
    ...alternates.filter((link) => /html/i.test(attr(link, 'type') ?? 'text/html')),
    ...alternates,
  ]
  for (const link of preferred) {
    const url = webUrl(attr(link, 'href'), resolveBase(attr(link, 'xml:base'), base))
    if (url) return url
  }
  return undefined
}

export function parseAtom(
  root: XmlNode,
  rootName: string,
  names: Names,
  baseUrl: string | undefined,
): ParsedFeed {
  const el = namedLikeRoot(rootName)
  const authorOf = (node: unknown) => plainText(first(first(node, el('author')), el('name'))) || undefined
  const explicitBase = absoluteUrl(attr(root, 'xml:base'), baseUrl)
  const siteLink = alternateLink(children(root, el('link')), explicitBase ?? baseUrl)
  const parentBase = explicitBase ?? siteLink ?? baseUrl
  const feedAuthor = authorOf(root)

  const items = children(root, el('entry')).flatMap((item) => {
    const xmlBase = absoluteUrl(attr(item, 'xml:base'), parentBase)
    const linkBase = xmlBase ?? parentBase
    const links = children(item, el('link'))
    const id = plainText(first(item, el('id')))
    const link = alternateLink(links, linkBase) ?? webUrl(id, undefined)
    const enclosure = links.find(
      (l) => attr(l, 'rel') === 'enclosure' && isImageEnclosure(attr(l, 'type'), attr(l, 'href')),
    )
    const contentNode = first(item, el('content'))
    const base = xmlBase ?? explicitBase ?? link ?? linkBase
    const entry = finishEntry({
      guid: id,
      title: atomText(first(item, el('title'))),
      link,
      summaryHtml: atomHtml(first(item, el('summary'))),
      contentHtml: resolveHtmlUrls(atomHtml(contentNode), resolveBase(attr(contentNode, 'xml:base'), base)),
      base,
      dates: ['published', 'updated', 'issued', 'modified', 'created'].map((local) =>
        plainText(first(item, el(local))),
      ),
      categories: children(item, el('category')).map((c) => attr(c, 'term') || attr(c, 'label') || ''),
      enclosureImage: webUrl(attr(enclosure, 'href'), resolveBase(attr(enclosure, 'xml:base'), linkBase)),
      mediaImage: mediaImage(item, names, linkBase),
      mediaSummaryHtml: mediaSummary(item, names),
      author: authorOf(item) ?? feedAuthor,
    })
    return entry ? [entry] : []
  })
  return { format: 'atom', title: atomText(first(root, el('title'))), link: siteLink ?? '', items }
}
