import { htmlToText } from '../text/html-text'
import { alternateLink } from './parse-atom'
import {
  absoluteUrl,
  attr,
  children,
  FeedParseError,
  finishEntry,
  first,
  isImageEnclosure,
  mediaImage,
  mediaSummary,
  type Names,
  type ParsedFeed,
  plainText,
  rssAuthor,
  namedLikeRoot,
  rssHtml,
  webUrl,
  type XmlNode,
} from './parse-common'

// ---------------------------------------------------------------------------------------------------------
// RSS 2.0 / 0.9x and RDF / RSS 1.0.

export function parseRss(
  root: XmlNode,
  rootName: string,
  names: Names,
  baseUrl: string | undefined,
): ParsedFeed {
  const el = namedLikeRoot(rootName, true)
  const channel = first(root, el('channel'))
  if (channel === undefined)
    throw new FeedParseError('not-a-feed', 'Not a feed: <rss> has no <channel> element')
  const rootBase = absoluteUrl(attr(root, 'xml:base'), baseUrl)
  const explicitBase = absoluteUrl(attr(channel, 'xml:base'), rootBase ?? baseUrl) ?? rootBase
  const title = plainText(first(channel, el('title')))
  const siteLink =
    children(channel, el('link'))
      .map((link) => webUrl(plainText(link), explicitBase ?? baseUrl))
      .find((url) => url) ??
    alternateLink(children(channel, names.q('atom', 'link')), explicitBase ?? baseUrl)
  const parentBase = explicitBase ?? siteLink ?? baseUrl

  const items = [...children(channel, el('item')), ...children(root, el('item'))].flatMap((item) => {
    const xmlBase = absoluteUrl(attr(item, 'xml:base'), parentBase)
    const linkBase = xmlBase ?? parentBase
    const guidNode = first(item, el('guid'))
    const guid = plainText(guidNode)
    const guidLink =
      attr(guidNode, 'isPermaLink')?.toLowerCase() === 'false' ? undefined : webUrl(guid, undefined)
    const link =
      webUrl(plainText(first(item, el('link'))), linkBase) ??
      guidLink ??
      alternateLink(children(item, names.q('atom', 'link')), linkBase)
    const enclosure = children(item, el('enclosure')).find((e) =>
      isImageEnclosure(attr(e, 'type'), attr(e, 'url')),
    )
    const entry = finishEntry({
      guid,
      title: htmlToText(plainText(first(item, el('title')))),
      link,
      summaryHtml: rssHtml(first(item, el('description'))),
      contentHtml: rssHtml(first(item, names.q('content', 'encoded'))),
      base: xmlBase ?? explicitBase ?? link ?? linkBase,
      dates: [
        plainText(first(item, el('pubDate'))),
        plainText(first(item, names.q('dc', 'date'))),
        plainText(first(item, names.q('atom', 'published'))),
        plainText(first(item, names.q('atom', 'updated'))),
      ],
      categories: [...children(item, el('category')), ...children(item, names.q('dc', 'subject'))].map(
        plainText,
      ),
      enclosureImage: webUrl(attr(enclosure, 'url'), linkBase),
      mediaImage: mediaImage(item, names, linkBase),
      mediaSummaryHtml: mediaSummary(item, names),
      author:
        rssAuthor(plainText(first(item, el('author')))) ??
        rssAuthor(plainText(first(item, names.q('dc', 'creator')))),
    })
    return entry ? [entry] : []
  })
  return { format: 'rss', title: htmlToText(title), link: siteLink ?? '', items }
}
