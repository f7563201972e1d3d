import { decodeAttribute } from '../text/html-text'

// What an article body needs before a reader sees it, on the HTML the sanitizer produced (so every literal
// "<a" and "<img" is a real tag: text "<" is escaped). Pure functions: used when the body is stored, and again
// when it is shown, for bodies stored before these rules.

/** The value of one attribute in a tag's HTML; "" when it is there without a value, null when absent. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, 'i').exec(
    tag,
  )
  if (!match) return null
  return decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '').trim()
}

/**
 * A link whose URL the sanitizer refused (or that never had one) is no link: its tag goes, its text stays.
 * Left as `<a href>`, it would point at the page it is on. So does an image without a source.
 */
export function dropEmptyLinks(html: string): string {
  const open: boolean[] = []
  return html
    .replace(/<a(?=[\s>])[^>]*>|<\/a\s*>/gi, (tag) => {
      if (tag[1] === '/') {
        // A closing tag closes the latest open link; an unmatched one is left as the sanitizer left it.
        return open.length && open.pop() ? '' : tag
      }
      const href = attribute(tag, 'href')
      const dropped = !href
      open.push(dropped)
      return dropped ? '' : tag
    })
    .replace(/<img(?=[\s>/])[^>]*>/gi, (tag) => (attribute(tag, 'src') ? tag : ''))
}

/** An image address as the same picture: no scheme, host lowercased without "www.", no fragment or trailing "/". */
export function normalizedImageUrl(url: string): string {
  const value = decodeAttribute(url).trim()
  try {
    const parsed = new URL(value, 'https://relative.invalid')
    const host = parsed.host.toLowerCase().replace(/^www\./, '')
    return `${host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`
  } catch {
    return value
  }
}

/**
 * The body without its first image when that is the hero image the page already shows (a feed often puts the
 * story's picture both in its media tag and at the top of its text): the same picture twice, one after the other.
 */
export function dropLeadingHeroImage(html: string, heroUrl: string): string {
  if (!heroUrl) return html
  const lead = /^\s*(?:<(p|figure|div)>\s*)?(<img(?=[\s>/])[^>]*>)/i.exec(html)
  const image = lead?.[2]
  if (!lead || !image) return html
  const src = attribute(image, 'src')
  if (!src || normalizedImageUrl(src) !== normalizedImageUrl(heroUrl)) return html
  const wrapper = lead[1]
  let rest = html.slice(lead[0].length)
  if (wrapper) {
    // The wrapper goes too when the image was all it held (a figure's caption belongs to the image).
    const emptied = new RegExp(`^\\s*(?:<figcaption>[\\s\\S]*?</figcaption>\\s*)?</${wrapper}>`, 'i').exec(
      rest,
    )
    rest = emptied ? rest.slice(emptied[0].length) : `<${wrapper}>${rest}`
  }
  return rest.trimStart()
}

/** The stored body as the article page shows it. */
export function articleBodyForDisplay(html: string, heroUrl: string): string {
  return dropLeadingHeroImage(dropEmptyLinks(html), heroUrl)
}
