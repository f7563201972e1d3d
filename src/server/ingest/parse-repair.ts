import { XMLValidator } from 'fast-xml-parser'

// What the parser does with documents that are not quite XML (decision 024): entities declared in the
// document's own DTD, and feeds that are cut short or hold one broken entry.

// ---------------------------------------------------------------------------------------------------------
// The DOCTYPE.

/** A DOCTYPE ends at the first ">" outside quotes and outside its internal subset "[...]". */
export function skipDoctype(xml: string, start: number): number {
  let quote = ''
  let depth = 0
  for (let i = start + 2; i < xml.length; i++) {
    const c = xml[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '[') depth++
    else if (c === ']') depth--
    else if (c === '>' && depth <= 0) return i + 1
  }
  return xml.length
}

// An entity may expand to at most this much text, through at most this many levels. A document whose
// entities go past either (billion laughs, a quadratic blow-up) gets none of them expanded: its references
// stay as written, and the parse costs no more than the document's own size.
const MAX_ENTITY_CHARS = 4_096
const MAX_ENTITY_DEPTH = 4
const MAX_EXPANDED_TOTAL = 262_144
const ENTITY_DECLARATION = /<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(?:"([^"]*)"|'([^']*)')\s*>/g
const ENTITY_REFERENCE = /&([A-Za-z_][\w.-]*);/g

function declaredEntities(subset: string): Map<string, string> | undefined {
  const raw = new Map<string, string>()
  for (const m of subset.matchAll(ENTITY_DECLARATION)) {
    const name = m[1] ?? ''
    if (!raw.has(name)) raw.set(name, m[2] ?? m[3] ?? '')
  }
  const expanded = new Map<string, string>()
  const expand = (name: string, depth: number): string | undefined => {
    const known = expanded.get(name)
    if (known !== undefined) return known
    const value = raw.get(name)
    if (value === undefined || depth > MAX_ENTITY_DEPTH) return undefined
    let out = ''
    let last = 0
    for (const m of value.matchAll(ENTITY_REFERENCE)) {
      const inner = raw.has(m[1] ?? '') ? expand(m[1] ?? '', depth + 1) : m[0]
      if (inner === undefined) return undefined
      out += value.slice(last, m.index) + inner
      last = m.index + m[0].length
      if (out.length > MAX_ENTITY_CHARS) return undefined
    }
    out += value.slice(last)
    if (out.length > MAX_ENTITY_CHARS) return undefined
    expanded.set(name, out)
    return out
  }
  for (const name of raw.keys()) if (expand(name, 0) === undefined) return undefined
  return expanded
}

/**
 * Expands the general entities the document declares in its internal DTD subset (`<!ENTITY team "NAVI">`),
 * outside CDATA and comments. Nothing is expanded when the declarations would blow up.
 */
export function expandDeclaredEntities(xml: string): string {
  const start = xml.indexOf('<!DOCTYPE')
  // Only the prolog's DOCTYPE counts, not one quoted in an entry's CDATA.
  if (start < 0 || /<[A-Za-z_]/.test(xml.slice(0, start))) return xml
  const end = skipDoctype(xml, start)
  const entities = declaredEntities(xml.slice(start, end))
  if (!entities?.size) return xml
  let budget = MAX_EXPANDED_TOTAL
  const body = xml
    .slice(end)
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(ENTITY_REFERENCE, (ref, name: string) => {
            const value = entities.get(name)
            if (value === undefined || budget < value.length) return ref
            budget -= value.length
            return value
          }),
    )
    .join('')
  return xml.slice(0, end) + body
}

// ---------------------------------------------------------------------------------------------------------
// Keeping the complete entries of a broken feed.

/** CDATA sections and comments blanked out (same length), so markup search skips them; an unclosed one runs to the end. */
function maskOpaque(xml: string): string {
  return xml.replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<!--[\s\S]*?(?:-->|$)/g, (m) => ' '.repeat(m.length))
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g

/** The elements left open at the end of `masked`, outermost first; undefined when a close tag does not match. */
function openElements(masked: string): string[] | undefined {
  const stack: string[] = []
  for (const m of masked.matchAll(TAG)) {
    const [, closing, name = '', selfClosing] = m
    if (selfClosing) continue
    if (!closing) stack.push(name)
    else if (stack.pop() !== name) return undefined
  }
  return stack
}

/**
 * The document rebuilt from its head (everything before the first entry), its entries that are complete and
 * well-formed on their own, and the closing tags the head leaves open. Undefined when no entry survives or
 * the head itself is broken, so that the caller reports the document as malformed.
 */
export function keepCompleteEntries(xml: string, entryLocalName: string): string | undefined {
  const masked = maskOpaque(xml)
  const marker = new RegExp(`<(/?)((?:[\\w.-]+:)?${entryLocalName})(?=[\\s/>])`, 'g')
  const entries: string[] = []
  let head: number | undefined
  let open: { name: string; start: number } | undefined
  for (const m of masked.matchAll(marker)) {
    const [, closing, name = ''] = m
    if (!closing) {
      head ??= m.index
      open = { name, start: m.index }
    } else if (open && open.name === name) {
      const close = masked.indexOf('>', m.index)
      if (close < 0) break
      const chunk = xml.slice(open.start, close + 1)
      if (XMLValidator.validate(chunk) === true) entries.push(chunk)
      open = undefined
    }
  }
  if (head === undefined || entries.length === 0) return undefined
  const stack = openElements(masked.slice(0, head))
  if (!stack?.length) return undefined
  const closers = stack.reverse().map((name) => `</${name}>`)
  const rebuilt = `${xml.slice(0, head)}${entries.join('\n')}\n${closers.join('')}\n`
  return XMLValidator.validate(rebuilt) === true ? rebuilt : undefined
}
