import { readFileSync } from 'node:fs'
import { htmlToText } from '#server/text/html-text'

// The article-page corpus (written for this project, see README.md): each page with the sentences its extracted
// text must hold and the ones it must not (sign-up boxes, banners, comments, rails). Read by extract.test.ts and
// bench/extract-corpus.ts.

export interface CorpusPage {
  file: string
  layout: string
  mustHave: string[]
  mustNot: string[]
  html: string
}

const folder = new URL('./', import.meta.url)

export function loadCorpus(): CorpusPage[] {
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', folder), 'utf8')) as Omit<CorpusPage, 'html'>[]
  return manifest.map((page) => ({ ...page, html: readFileSync(new URL(page.file, folder), 'utf8') }))
}

/** What went wrong on one page: must-have sentences missing and must-not sentences present (empty: right). */
export function judgePage(page: CorpusPage, contentHtml: string | undefined): string[] {
  const text = htmlToText(contentHtml ?? '').replace(/\s+/g, ' ')
  return [
    ...page.mustHave.filter((s) => !text.includes(s)).map((s) => `missing: ${s}`),
    ...page.mustNot.filter((s) => text.includes(s)).map((s) => `kept: ${s}`),
  ]
}

/** The URL a corpus page is read as (relative links resolve against it). */
export function corpusUrl(page: CorpusPage): string {
  return `https://news.example.com/2026/11/${page.layout}`
}
