import rowanmanning from '@rowanmanning/feed-parser'
import { parseFeed as feedsmithParse } from 'feedsmith'
import { windows1252FromLatin1 } from '#server/text/characters'
import { parseFeed } from '#server/ingest/parse'
import {
  type CorpusDocument,
  corpus,
  corpusBytes,
  type FoundEntry,
  scoreDocument,
} from '#server/ingest/testdata/corpus/index'
import { table } from './support'

// Decision 024: our parser, feedsmith and @rowanmanning/feed-parser over the feed corpus
// (src/server/ingest/testdata/corpus). Prints documents parsed / entries kept / mismatches per parser;
// `--verbose` lists every mismatch. The other two take text, so they get the bytes decoded as ours decodes
// them (BOM, then the declared encoding): encodings are not held against them.

type Parser = (bytes: Uint8Array, baseUrl: string) => FoundEntry[]

// Entries ours gave a date (dates are parsed by parse-date.ts; only ours is asked).
let oursDated = 0
const ours: Parser = (bytes, baseUrl) =>
  parseFeed(bytes, baseUrl).items.map((item) => {
    if (item.publishedAt) oursDated++
    return { title: item.title, link: item.link, summary: item.summaryHtml, image: item.imageUrl }
  })

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  const head = String.fromCharCode(...bytes.subarray(0, 200))
  const declared = /encoding\s*=\s*["']([^"']+)/.exec(head)?.[1]
  try {
    const decoder = new TextDecoder(declared ?? 'utf-8', { fatal: true })
    const text = decoder.decode(bytes)
    // Node's TextDecoder reads windows-1252 as latin1; the C1 codes are fixed as ours fixes them.
    return decoder.encoding === 'windows-1252' ? windows1252FromLatin1(text) : text
  } catch {
    return windows1252FromLatin1(new TextDecoder('windows-1252').decode(bytes))
  }
}

type Loose = Record<string, unknown> | undefined
const obj = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
/** Text of a string or of feedsmith's { value } text constructs. */
const str = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof obj(value)?.value === 'string'
      ? String(obj(value)?.value)
      : undefined
const resolve = (ref: string | undefined, base: string | undefined): string | undefined => {
  try {
    return ref ? new URL(ref.trim(), base).href : undefined
  } catch {
    return undefined
  }
}
const firstImg = (html: string | undefined) => /<img[^>]*\ssrc=["']?([^"'\s>]+)/i.exec(html ?? '')?.[1]

function mediaOf(item: Loose): { description?: string; image?: string } {
  const media = obj(item?.media)
  const holders = [media, ...arr(media?.groups).map(obj)]
  const contents = holders.flatMap((h) => arr(h?.contents).map(obj))
  const image = contents.find((c) => c?.medium === 'image' || String(c?.type ?? '').startsWith('image/'))?.url
  const thumb = [...holders, ...contents].flatMap((h) => arr(h?.thumbnails).map(obj))[0]?.url
  const description = [...holders, ...contents].map((h) => str(h?.description)).find((d) => d)
  return { description, image: str(image) ?? str(thumb) }
}

const feedsmith: Parser = (bytes, baseUrl) => {
  const { format, feed } = feedsmithParse(decodeText(bytes)) as { format: string; feed: Loose }
  const site =
    str(feed?.link) ??
    str(
      arr(feed?.links)
        .map(obj)
        .find((l) => l?.rel !== 'self')?.href,
    )
  const base = resolve(site, baseUrl) ?? baseUrl
  const items = arr(format === 'atom' ? feed?.entries : feed?.items).map(obj)
  return items.map((item) => {
    const media = mediaOf(item)
    const itunes = obj(item?.itunes)
    const enclosure = arr(item?.enclosures)
      .map(obj)
      .find((e) => String(e?.type ?? '').startsWith('image/'))
    const links = arr(item?.links).map(obj)
    const guid = obj(item?.guid)
    const link =
      str(item?.link) ??
      str(
        links.find((l) => (l?.rel ?? 'alternate') === 'alternate' && /html|^$/.test(String(l?.type ?? '')))
          ?.href,
      ) ??
      (guid?.isPermaLink !== false ? str(guid?.value) : undefined) ??
      str(item?.id)
    const content = str(obj(item?.content)?.encoded) ?? str(item?.content)
    const summary =
      str(item?.description) ??
      str(item?.summary) ??
      content ??
      media.description ??
      str(itunes?.summary) ??
      ''
    const image =
      str(enclosure?.url) ??
      str(links.find((l) => l?.rel === 'enclosure')?.href) ??
      media.image ??
      str(itunes?.image) ??
      firstImg(content) ??
      firstImg(summary)
    return {
      title: str(item?.title) ?? '',
      link: resolve(link, base) ?? '',
      summary,
      image: resolve(image, resolve(link, base)),
    }
  })
}

const rowan: Parser = (bytes, baseUrl) => {
  const feed = rowanmanning.parseFeed(decodeText(bytes))
  return feed.items.map((item) => ({
    title: item.title ?? '',
    link: resolve(item.url ?? undefined, feed.url ?? baseUrl) ?? '',
    summary: item.description ?? item.content ?? '',
    image: item.image?.url ?? undefined,
  }))
}

export const parsers: Record<string, Parser> = {
  ours,
  feedsmith,
  '@rowanmanning/feed-parser': rowan,
}

function run(name: string, parser: Parser, documents: CorpusDocument[], verbose: boolean) {
  let parsed = 0
  let kept = 0
  let mismatches = 0
  const started = performance.now()
  for (const doc of documents) {
    let found: FoundEntry[] | undefined
    try {
      found = parser(corpusBytes(doc.file), doc.baseUrl)
    } catch {
      found = undefined
    }
    const score = scoreDocument(doc, found)
    if (score.parsed) parsed++
    kept += score.kept
    mismatches += score.mismatches.length
    if (verbose) for (const line of score.mismatches) console.log(`${name}  ${doc.file}: ${line}`)
  }
  return {
    parser: name,
    'documents parsed': `${parsed} / ${documents.length}`,
    'entries kept': `${kept} / ${documents.reduce((n, d) => n + d.entries.length, 0)}`,
    mismatches,
    'dates parsed': name === 'ours' ? oursDated : '',
    ms: Math.round(performance.now() - started),
  }
}

const verbose = process.argv.includes('--verbose')
const only = process.argv.find((arg) => arg.startsWith('--parser='))?.slice('--parser='.length)
table(
  Object.entries(parsers)
    .filter(([name]) => !only || name === only)
    .map(([name, parser]) => run(name, parser, corpus, verbose)),
)
