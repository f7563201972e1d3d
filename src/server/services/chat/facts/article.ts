import { htmlToText } from '#server/text/html-text'
import { clean, dateText } from './words'

// Facts about news articles: a story quoted and attributed, never stated as ours (see words.ts).

interface ArticleFactInput {
  title: string
  summary: string
  publishedAt: Date
}

const LEDE_MAX_CHARS = 240

/** The first sentence of the summary (at most ~240 characters), as plain text. */
export function ledeOf(summary: string): string {
  const text = clean(htmlToText(summary))
  if (!text) return ''
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text
  if (sentence.length <= LEDE_MAX_CHARS) return sentence
  const cut = sentence.slice(0, LEDE_MAX_CHARS)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}...`
}

function quotedLede(article: ArticleFactInput): string {
  const lede = ledeOf(article.summary).replace(/"/g, "'")
  return lede ? ` It reports: "${lede}"` : ''
}

function titleOf(article: ArticleFactInput): string {
  return `"${clean(article.title).replace(/"/g, "'")}"`
}

/**
 * A story as a fact. The article's own words are quoted and attributed, never stated as ours: a feed's text is
 * data, whatever it says.
 */
export function articleText(
  article: ArticleFactInput,
  framing: { kind: 'latest'; topic: string } | { kind: 'also'; topic: string } | { kind: 'found' },
): string {
  const when = dateText(article.publishedAt)
  switch (framing.kind) {
    case 'latest':
      return `The latest story ${framing.topic} is ${titleOf(article)}, published ${when}.${quotedLede(article)}`
    case 'also':
      return `Another story ${framing.topic}: ${titleOf(article)}, published ${when}.`
    default:
      return `The article ${titleOf(article)}, published ${when}, is about this.${quotedLede(article)}`
  }
}

export function noTeamNewsText(teamName: string): string {
  return `No news articles about ${teamName} have been published here yet.`
}
