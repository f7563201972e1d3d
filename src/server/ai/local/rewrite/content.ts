import { escapeHtml } from '#server/text/html-text'
import { pick } from '../random'

// §9 local rewrite: the content (tighter phrases with the same meaning, and a closing line).

interface PhraseSubstitution {
  from: string
  to: string
}

/**
 * §9 phrase substitutions ("was defeated by" becomes "fell to", and more in the same spirit): tighter
 * wording with exactly the same meaning, so no fact changes.
 */
export const PHRASE_SUBSTITUTIONS: readonly PhraseSubstitution[] = [
  { from: 'was defeated by', to: 'fell to' },
  { from: 'were defeated by', to: 'fell to' },
  { from: 'was beaten by', to: 'fell to' },
  { from: 'were beaten by', to: 'fell to' },
  { from: 'came out on top against', to: 'beat' },
  { from: 'secured a victory over', to: 'beat' },
  { from: 'emerged victorious over', to: 'beat' },
  { from: 'parted ways with', to: 'split with' },
  { from: 'in order to', to: 'to' },
  { from: 'prior to', to: 'before' },
  { from: 'due to the fact that', to: 'because' },
  { from: 'in the event that', to: 'if' },
  { from: 'at this point in time', to: 'now' },
  { from: 'with the exception of', to: 'except' },
  { from: 'for the duration of', to: 'throughout' },
]

const SUBSTITUTION_PATTERNS = PHRASE_SUBSTITUTIONS.map(({ from, to }) => ({
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${from.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'),
  to,
}))

function substitutePhrases(text: string): string {
  let out = text
  for (const { pattern, to } of SUBSTITUTION_PATTERNS) {
    // Keep a capital where the phrase opened a sentence.
    out = out.replace(pattern, (match) =>
      /^\p{Lu}/u.test(match) ? `${to.charAt(0).toUpperCase()}${to.slice(1)}` : to,
    )
  }
  return out
}

/**
 * Applies `edit` to the text between tags only: tags and their attributes pass through untouched, and so
 * does the text of <pre> and <code>. The input is allow-listed HTML, where a literal "<" in text is
 * escaped as "&lt;", so every "<" starts a tag; the edits insert letters only, so no markup can appear.
 */
export function editTextNodes(html: string, edit: (text: string) => string): string {
  let verbatim = 0
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(?:pre|code)\b/i.test(part)) verbatim++
        else if (/^<\/(?:pre|code)\b/i.test(part)) verbatim = Math.max(0, verbatim - 1)
        return part
      }
      return verbatim > 0 ? part : edit(part)
    })
    .join('')
}

/**
 * §9: a closer from 5 lines. Each is generic on purpose (no name, no number, no claim), so a later
 * summary of the stored article never takes the closer for a fact.
 */
export const CLOSERS: readonly string[] = [
  "That's the state of play — stay locked in as this story develops.",
  "The scene moves fast, and we'll keep tracking what comes next.",
  'Keep this one on your radar: moves like this shape the competitive picture.',
  'GG for now. Check back as the story unfolds.',
  'Stay tuned to the analyst desk for the next chapter.',
]

/** §9 content: the sanitized HTML with phrase substitutions in its text, then a seeded closer paragraph. */
export function rewriteContent(contentHtml: string, summaryText: string, seed: string): string {
  const closer = `<p>${escapeHtml(pick(seed, 'closer', CLOSERS))}</p>`
  const body = contentHtml.trim()
    ? editTextNodes(contentHtml.trim(), substitutePhrases)
    : summaryText.trim()
      ? `<p>${escapeHtml(summaryText.trim())}</p>`
      : ''
  return body ? `${body}\n${closer}` : closer
}
