import { Readability } from '@mozilla/readability'
import { htmlToText } from '../text/html-text'
import { sanitizeHtml } from './sanitize'

interface ExtractedPage {
  title: string
  /** Allow-listed HTML of the main text. */
  contentHtml: string
  /** Plain text, for the summary. */
  excerpt: string
}

export interface ReadOptions {
  /** Remove boxes whose class, id or aria-label name them as chrome before Readability runs. */
  prepass: boolean
}

// Words that name a box as not being the article: sign-up boxes, consent banners, comments, rails, share bars.
const CHROME_WORDS =
  /(?:^|[-_\s])(newsletter|subscribe|cookie|consent|comments?|related|share|promo|banner|print|paywall)(?:[-_\s]|$)/i
const KEEP_TAGS = new Set(['HTML', 'BODY', 'MAIN', 'ARTICLE'])

function removeChrome(document: Document): void {
  for (const element of Array.from(document.querySelectorAll('[class], [id], [aria-label]'))) {
    if (KEEP_TAGS.has(element.tagName.toUpperCase()) || !element.isConnected) continue
    const names = `${element.getAttribute('class') ?? ''} ${element.id ?? ''} ${element.getAttribute('aria-label') ?? ''}`
    if (!CHROME_WORDS.test(names)) continue
    // A wrapper named after a feature it carries ("story has-share-tools") still holds the article.
    if (element.querySelector('article, main, h1')) continue
    element.remove()
  }
  // A sign-up box says what it is by its e-mail field even when its class names say nothing.
  for (const input of Array.from(document.querySelectorAll('form input[type="email"]'))) {
    const box = input.closest('form')?.parentElement
    if (!box?.isConnected || KEEP_TAGS.has(box.tagName.toUpperCase())) continue
    if ((box.textContent ?? '').length < 600) box.remove()
  }
}

/** Readability over a parsed page, the result allow-listed. Null when the page has no article text. */
export function readArticle(document: Document, options: ReadOptions): ExtractedPage | null {
  if (options.prepass) removeChrome(document)
  const result = new Readability(document, { charThreshold: 200 }).parse()
  if (!result?.content) return null
  const contentHtml = sanitizeHtml(result.content)
  const text = htmlToText(contentHtml)
  if (text.length < 200) return null
  const excerpt = result.excerpt?.trim() || text.slice(0, 300)
  return { title: (result.title ?? '').trim(), contentHtml, excerpt }
}

// A DOM that only parses: no scripts, no style sheets, no frames, no navigation. The page was fetched through
// the one HTTP client (decision 022); nothing it names is fetched here.
const parseOnly = {
  disableJavaScriptEvaluation: true,
  disableJavaScriptFileLoading: true,
  disableCSSFileLoading: true,
  disableIframePageLoading: true,
  disableComputedStyleRendering: true,
  navigation: {
    disableMainFrameNavigation: true,
    disableChildFrameNavigation: true,
    disableChildPageNavigation: true,
  },
}

/**
 * The main text of an article page, or null when the page has none: happy-dom parses, obvious chrome boxes go,
 * Readability picks the article (docs/decisions/025-article-extraction.md). Pure: HTML and its URL in, text out.
 */
export async function extractArticle(html: string, url: string): Promise<ExtractedPage | null> {
  // happy-dom is loaded on the first extraction, not at start: 46 MB resident and 0.4-2 s of loading that a site
  // whose readers never press "Refresh from source" would carry for nothing (decision 039, round 2).
  const { Window } = await import('happy-dom')
  // The window's URL is the document's base, so relative links resolve against the page.
  const window = new Window({ url, settings: parseOnly })
  try {
    window.document.write(html)
    return readArticle(window.document as unknown as Document, { prepass: true })
  } finally {
    window.happyDOM.close().catch(() => undefined)
  }
}
