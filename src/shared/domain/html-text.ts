// Plain text from HTML without a DOM, for the browser and the server alike: card summaries (§2.4) and the
// admin edit page's preview (§2.20), which must never render typed HTML.

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

/** Decodes the character references a browser would: numeric ones and the common named ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? match
  })
}

/** §2.4: "{brand}'s Summary" is the summary with HTML stripped: tags removed, entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Elements whose content is code, chrome or another namespace, never article text: the sanitizer drops them with
 * their content, and so does every text read of HTML (a form's "Log in to vote" is not a sentence): the server's
 * htmlToText and the admin preview's contentParagraphs.
 */
export const NON_TEXT_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'form',
  'textarea',
  'select',
  'option',
  'xmp',
  'title',
  // A player's fallback text ("Your browser does not support video") is not article text either.
  'video',
  'audio',
  'canvas',
] as const
// The element's start tag ("<form" then a space, "/" or ">": not "<form-card>") to its end tag, or to the end.
export const NON_TEXT_BLOCKS = new RegExp(
  `<(${NON_TEXT_ELEMENTS.join('|')})(?=[\\s/>])[\\s\\S]*?(?:<\\/\\1\\s*>|$)`,
  'gi',
)

const LINE_BREAKS =
  /<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr|figure|figcaption|section|article)\s*>/gi

/** The content as plain-text paragraphs: one per line, block ends and <br> starting a new one, tags dropped. */
export function contentParagraphs(content: string): string[] {
  const text = content
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(NON_TEXT_BLOCKS, '')
    .replace(LINE_BREAKS, '\n')
    .replace(/<\/?[a-z!][^>]*(>|$)/gi, '')
  return decodeEntities(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .filter(Boolean)
}
