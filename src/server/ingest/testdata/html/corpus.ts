import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

// jsdom ships no types (and @types/jsdom is not installed): the little used here is typed by the DOM lib.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window }
}

// The hostile-HTML corpus (see README.md) and the checks every sanitizer output must pass, judged by a
// spec-compliant HTML parser (jsdom, parse5 underneath) reading the output as a browser would.

export interface CorpusCase {
  file: string
  name: string
  html: string
}

/** Every case of every corpus file: a line "### name" starts a case, the lines up to the next one are its HTML. */
export function loadCorpus(dir = import.meta.dirname): CorpusCase[] {
  const cases: CorpusCase[] = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    const parts = readFileSync(join(dir, file), 'utf8').split(/^### /m).slice(1)
    for (const part of parts) {
      const newline = part.indexOf('\n')
      const name = newline < 0 ? part : part.slice(0, newline)
      const html = newline < 0 ? '' : part.slice(newline + 1).replace(/\n$/, '')
      cases.push({ file, name: name.trim(), html })
    }
  }
  return cases
}

// What decision 003 lets through; anything else in the parsed output is an escape.
const allowed: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  abbr: ['title'],
  blockquote: ['cite'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
}
const bare = 'b br caption code em figcaption figure h2 h3 h4 hr i li ol p pre s small strong sub sup table tbody thead tr u ul'
for (const tag of bare.split(' ')) allowed[tag] = []
const urlAttributes = new Set(['href', 'src', 'cite'])
const safeSchemes = new Set(['http:', 'https:', 'mailto:'])
const HTML_NS = 'http://www.w3.org/1999/xhtml'
const placeholder = /\[(?:removed|filtered|sanitized|blocked)\]/i

export interface Verdict {
  /** Elements, attributes or URLs in the parsed output that the allow-list does not allow. */
  escapes: string[]
  /** The output did not stay inside its container, or the container did not hold all of it. */
  unbalanced: boolean
  /** Placeholder text such as "[removed]" reached the reader. */
  placeholder: boolean
}

const dom = new JSDOM('<!doctype html><html><body></body></html>')
const { document } = dom.window

function escapesIn(root: Element, ours: Set<Element>): string[] {
  const found: string[] = []
  for (const el of root.querySelectorAll('*')) {
    if (ours.has(el)) continue
    const tag = el.localName
    const attrs = allowed[tag]
    if (el.namespaceURI !== HTML_NS || !attrs) {
      found.push(`<${tag}> (${el.namespaceURI})`)
      continue
    }
    for (const attr of el.attributes) {
      if (!attrs.includes(attr.name)) found.push(`<${tag} ${attr.name}>`)
      else if (urlAttributes.has(attr.name) && !safeUrl(attr.value)) {
        found.push(`<${tag} ${attr.name}="${attr.value}">`)
      }
    }
  }
  return found
}

/** The URL as the browser resolves it (tabs and newlines removed; entities were decoded by the parser). */
function safeUrl(value: string): boolean {
  try {
    return safeSchemes.has(new URL(value, 'https://page.invalid/').protocol)
  } catch {
    return true // the browser cannot follow it either
  }
}

/** Parse the output as a browser would, inside a container followed by a marker, and judge it. */
export function check(output: string): Verdict {
  const marker = '<p id="sanitize-after">end</p>'
  const body = document.body
  body.innerHTML = `<div id="sanitize-box">${output}</div>${marker}`
  const container = body.firstElementChild
  const last = body.lastElementChild
  const unbalanced =
    body.childNodes.length !== 2 || container?.id !== 'sanitize-box' || last?.outerHTML !== marker
  // Our container and marker, wherever the output pushed the marker (that is counted as unbalanced).
  const ours = new Set<Element>([...body.querySelectorAll('#sanitize-box, #sanitize-after')])
  return {
    escapes: escapesIn(body, ours),
    unbalanced,
    placeholder: placeholder.test(body.textContent ?? ''),
  }
}
