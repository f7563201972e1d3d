import xssDefault from 'xss'
import { dropEmptyLinks } from './article-body'
import { decodeAttribute } from '../text/html-text'

// js-xss is CommonJS and Node cannot see its named exports from ESM: take them off the default export.
const xss = xssDefault as unknown as typeof import('xss')

// The allow-list every piece of HTML passes before it is stored (feeds) or shown (admin edits).
const allowList: Record<string, string[]> = {
  a: ['href', 'title'],
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

// http(s), mailto, or no scheme at all (a relative URL); protocol-relative "//host" is refused.
function isSafeUrl(url: string): boolean {
  const scheme = url.match(/^([a-z][a-z0-9+.-]*):/i)?.[1]?.toLowerCase()
  if (scheme) return scheme === 'http' || scheme === 'https' || scheme === 'mailto'
  // Browsers drop tabs and newlines inside URLs, so "java\tscript:" would become a scheme: refuse them.
  return !url.startsWith('//') && ![...url].some((ch) => ch.charCodeAt(0) < 0x20)
}

const filter = new xss.FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  // Their content is code or chrome, never article text: drop it with the tag.
  stripIgnoreTagBody: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'template',
    'svg',
    'math',
    'form',
  ],
  allowCommentTag: false,
  safeAttrValue(tag, name, value, cssFilter) {
    if (name === 'href' || name === 'src' || name === 'cite') {
      // Decode entities first, so "&#106;avascript:" is judged as the browser will read it.
      const url = decodeAttribute(value).trim()
      if (!isSafeUrl(url)) return ''
      return xss.escapeAttrValue(url.replace(/&/g, '&amp;'))
    }
    return xss.safeAttrValue(tag, name, value, cssFilter)
  },
})

export function sanitizeHtml(html: string): string {
  // A link whose URL was refused above is unwrapped (its text kept), not left pointing at the current page.
  // Links leave the site without passing our authority or the reader's referrer along. After filtering,
  // every literal "<a" is a real tag (text "<" is escaped), so this cannot be smuggled in.
  return dropEmptyLinks(filter.process(html))
    .replace(/<a(?=[\s>])/g, '<a rel="nofollow noopener noreferrer"')
    .trim()
}
