import sanitize from 'sanitize-html'
import { NON_TEXT_ELEMENTS } from '#shared/domain/html-text'

// Decision 003: article HTML is parsed (htmlparser2) and rebuilt from the tree by sanitize-html, so what comes out
// is always balanced, with only the allow-list below in it.

// The allow-list every piece of HTML passes before it is stored (feeds) or shown (admin edits, stored bodies).
const allowList: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  abbr: ['title'],
  b: [],
  blockquote: ['cite'],
  br: [],
  caption: [],
  code: [],
  em: [],
  figcaption: [],
  figure: [],
  h2: [],
  h3: [],
  h4: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  li: [],
  ol: [],
  p: [],
  pre: [],
  s: [],
  small: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
}

// Elements whose content is never article text (NON_TEXT_ELEMENTS) are dropped with the tag; every other
// disallowed tag is unwrapped, its text kept.
const dropWithContent = [...NON_TEXT_ELEMENTS]

const LINK_REL = 'nofollow noopener noreferrer'
const urlAttributes = ['href', 'src', 'cite']

// http(s), mailto, or no scheme at all (a relative URL); protocol-relative "//host" (or "\\host") is refused.
// Judged as browsers read a URL: without the spaces and control characters they skip ("java\tscript:") and the
// comments an XML data island would drop ("javas<!-- -->cript:"), as sanitize-html itself judges it after us.
function isSafeUrl(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const squeezed = url.replace(/[\x00-\x20]+/g, '').replace(/<!--[\s\S]*?-->/g, '')
  const scheme = squeezed.match(/^([a-z][a-z0-9+.-]*):/i)?.[1]?.toLowerCase()
  if (scheme) return scheme === 'http' || scheme === 'https' || scheme === 'mailto'
  // A control character left inside a relative URL could still make a scheme for some browser: refuse it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being refused
  return !/^[\\/]{2}/.test(squeezed) && !/[\x00-\x1f]/.test(url)
}

// Headings outside h2–h4 become the nearest allowed level rather than losing their line break: the page's own
// title is the h1.
const headingLevel: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' }

/**
 * The parser has decoded entities already, so "&#106;avascript:" is judged as the browser will read it.
 * A refused URL goes. Links get decision 003's rel, whatever rel they came with.
 */
function judgeTag(name: string, attribs: sanitize.Attributes): sanitize.Tag {
  const tagName = headingLevel[name] ?? name
  const kept: sanitize.Attributes = {}
  if (tagName === 'a') kept.rel = LINK_REL
  for (const [attribute, value] of Object.entries(attribs)) {
    if (attribute === 'rel') continue
    if (urlAttributes.includes(attribute)) {
      const url = value.trim()
      if (url && isSafeUrl(url)) kept[attribute] = url
    } else kept[attribute] = value
  }
  return { tagName, attribs: kept }
}

/**
 * A link left without a URL is no link (it would point at the page it is on): its tag goes, its text stays.
 * An image without a source goes. (Renaming them to a disallowed tag instead trips sanitize-html 2.17.5, which
 * then writes the renamed name on a later closing tag.)
 */
function dropEmpty(frame: sanitize.IFrame): boolean | 'excludeTag' {
  if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag'
  return frame.tag === 'img' && !frame.attribs.src
}

const options: sanitize.IOptions = {
  allowedTags: Object.keys(allowList),
  allowedAttributes: allowList,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: urlAttributes,
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: dropWithContent,
  transformTags: { '*': judgeTag },
  exclusiveFilter: dropEmpty,
}

function sanitizeOnce(html: string): string {
  // Void elements come out as "<br />"; written "<br>" as browsers serialize them. Text and attribute ">" are
  // escaped, so " />" only ever ends a tag.
  return sanitize(html, options).replace(/ \/>/g, '>').trim()
}

export function sanitizeHtml(html: string): string {
  // A CDATA section left in HTML (a feed that wrapped its HTML twice) is the publisher's markup, not a comment.
  let out = sanitizeOnce(html.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1'))
  // Unwrapping a tag can change how the rest nests ("<p><font><ol>" leaves "<p><ol>", and a <p> cannot hold a
  // list): passes repeat until one changes nothing, so sanitizing stored HTML again never changes it. Real
  // articles settle in one; the property test's tag soup in two or three.
  for (let pass = 0; pass < 4; pass++) {
    const again = sanitizeOnce(out)
    if (again === out) break
    out = again
  }
  return out
}
