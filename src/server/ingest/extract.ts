import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'
import { htmlToText } from '../text/html-text'
import { sanitizeHtml } from './sanitize'

interface ExtractedPage {
  title: string
  /** Allow-listed HTML of the main text. */
  contentHtml: string
  /** Plain text, for the summary. */
  excerpt: string
}

/**
 * The main text of an article page (Readability on a server-side DOM), or null when the page has none. Pure:
 * HTML and its URL in, text out.
 */
export function extractArticle(html: string, url: string): ExtractedPage | null {
  const { document } = parseHTML(html)
  // Readability resolves relative links against the document's URL.
  const base = document.createElement('base')
  base.setAttribute('href', url)
  document.head?.appendChild(base)
  const result = new Readability(document as unknown as Document, { charThreshold: 200 }).parse()
  if (!result?.content) return null
  const contentHtml = sanitizeHtml(result.content)
  const text = htmlToText(contentHtml)
  if (text.length < 200) return null
  const excerpt = result.excerpt?.trim() || text.slice(0, 300)
  return { title: (result.title ?? '').trim(), contentHtml, excerpt }
}
