import { Window } from 'happy-dom'
// @ts-expect-error jsdom ships no types; only the constructor is used here.
import { JSDOM } from 'jsdom'
import { parseHTML } from 'linkedom'
import { readArticle } from '#server/ingest/extract'
import { corpusUrl, judgePage, loadCorpus } from '#server/ingest/testdata/pages/corpus'

// Readability over the article-page corpus on each server-side DOM, with and without the chrome pre-pass:
// pages right / total and milliseconds per page (parse + extract). Figures: docs/decisions/025-article-extraction.md.

interface Dom {
  name: string
  /** A parsed document for the page, and a function that frees it. */
  parse(html: string, url: string): { document: Document; close(): void }
}

const doms: Dom[] = [
  {
    name: 'linkedom 0.18.12',
    parse(html, url) {
      const { document } = parseHTML(html)
      const base = document.createElement('base')
      base.setAttribute('href', url)
      document.head?.appendChild(base)
      return { document: document as unknown as Document, close() {} }
    },
  },
  {
    name: 'happy-dom 21.0.4',
    parse(html, url) {
      const window = new Window({
        url,
        settings: {
          disableJavaScriptEvaluation: true,
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          disableIframePageLoading: true,
          disableComputedStyleRendering: true,
        },
      })
      window.document.write(html)
      return { document: window.document as unknown as Document, close: () => void window.happyDOM.close() }
    },
  },
  {
    name: 'jsdom 29.1.1',
    parse(html, url) {
      const dom = new JSDOM(html, { url })
      return { document: dom.window.document as Document, close: () => dom.window.close() }
    },
  },
]

const corpus = loadCorpus()
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const rows: string[][] = []
const misses: string[] = []
for (const dom of doms) {
  for (const prepass of [false, true]) {
    // Round 0 judges the pages and warms the code up; rounds 1..ROUNDS are timed.
    let right = 0
    let started = 0
    for (let round = 0; round <= ROUNDS; round++) {
      if (round === 1) started = performance.now()
      for (const page of corpus) {
        const { document, close } = dom.parse(page.html, corpusUrl(page))
        const problems = judgePage(page, readArticle(document, { prepass })?.contentHtml)
        close()
        if (round > 0) continue
        if (problems.length === 0) right++
        else misses.push(`${dom.name}${prepass ? ' + pre-pass' : ''} ${page.file}: ${problems.join(' | ')}`)
      }
    }
    const ms = (performance.now() - started) / (ROUNDS * corpus.length)
    rows.push([dom.name, prepass ? 'yes' : 'no', `${right} / ${corpus.length}`, ms.toFixed(1)])
  }
}

console.log('| DOM | pre-pass | pages right | ms per page |\n|---|---|---|---|')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
if (process.env.VERBOSE) for (const miss of misses) console.log(miss)
