import { htmlToText } from '../text/html-text'
import {
  absoluteUrl,
  attr,
  children,
  finishEntry,
  first,
  mediaImage,
  mediaSummary,
  type Names,
  type ParsedFeed,
  plainText,
  rssAuthor,
  rssHtml,
  webUrl,
  type XmlNode,
} from './parse-common'

export function parseRdf(root: XmlNode, names: Names, baseUrl: string | undefined): ParsedFeed {
  const rss = (local: string) => [...new Set([...names.q('rss1', local), local])]
  const channel = first(root, rss('channel'))
  const explicitBase = absoluteUrl(attr(root, 'xml:base'), baseUrl)
  const siteLink = webUrl(plainText(first(channel, rss('link'))), explicitBase ?? baseUrl)
  const parentBase = explicitBase ?? siteLink ?? baseUrl
  const about = names.q('rdf', 'about')

  const items = [...children(root, rss('item')), ...children(channel, rss('item'))].flatMap((item) => {
    const xmlBase = absoluteUrl(attr(item, 'xml:base'), parentBase)
    const linkBase = xmlBase ?? parentBase
    const guid = about.map((name) => attr(item, name)).find((value) => value) ?? ''
    const link = webUrl(plainText(first(item, rss('link'))), linkBase) ?? webUrl(guid, linkBase)
    const entry = finishEntry({
      guid,
      title: htmlToText(plainText(first(item, rss('title')))),
      link,
      summaryHtml: rssHtml(first(item, rss('description'))),
      contentHtml: rssHtml(first(item, names.q('content', 'encoded'))),
      base: xmlBase ?? explicitBase ?? link ?? linkBase,
      dates: [plainText(first(item, names.q('dc', 'date')))],
      categories: children(item, names.q('dc', 'subject')).map(plainText),
      enclosureImage: undefined,
      mediaImage: mediaImage(item, names, linkBase),
      mediaSummaryHtml: mediaSummary(item, names),
      author: rssAuthor(plainText(first(item, names.q('dc', 'creator')))),
    })
    return entry ? [entry] : []
  })
  return {
    format: 'rdf',
    title: htmlToText(plainText(first(channel, rss('title')))),
    link: siteLink ?? '',
    items,
  }
}
