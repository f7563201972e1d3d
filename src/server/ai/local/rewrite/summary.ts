import { pick } from '../random'

// §9 local rewrite: the summary (a framing template around the source's own summary, cut to 400 characters).

/** §9: at most 400 characters. */
const SUMMARY_MAX_LENGTH = 400
/** §9: a cut point must lie past 200 characters. */
const SUMMARY_CUT_FLOOR = 200

// A sentence end: . ! or ? (optionally closed by a quote or bracket) followed by a space or the end.
const SENTENCE_END = /[.!?]["”’)]?(?=\s|$)/g

/**
 * §9 summary cut to `max` characters: at the last sentence end if it lies past 200 characters; otherwise
 * at the last space past 200, plus "..."; otherwise a hard cut plus "...". Whitespace is collapsed first;
 * a text that fits is returned as it is. "..." counts toward `max`.
 */
export function cutSummaryText(text: string, max: number = SUMMARY_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const head = clean.slice(0, max)
  let sentenceEnd = -1
  for (const m of head.matchAll(SENTENCE_END)) {
    // A sentence end only counts where the full text has a space or nothing after it.
    const end = m.index + m[0].length
    if (end === clean.length || /\s/.test(clean[end] ?? '')) sentenceEnd = end
  }
  if (sentenceEnd > SUMMARY_CUT_FLOOR) return clean.slice(0, sentenceEnd)
  const room = clean.slice(0, max - 3)
  const space = clean[max - 3] === ' ' ? max - 3 : room.lastIndexOf(' ')
  if (space > SUMMARY_CUT_FLOOR) return `${clean.slice(0, space).replace(/[,;:—–-]+$/u, '')}...`
  return `${room}...`
}

interface SummaryTemplate {
  name: string
  /** Frames the source's own summary; adds no facts. */
  render(summary: string): string
}

/** §9: one of 5 templates (house voice; each only introduces the source's own sentences). */
export const SUMMARY_TEMPLATES: readonly SummaryTemplate[] = [
  { name: "Here's the story", render: (s) => `Here's the story: ${s}` },
  { name: 'The rundown', render: (s) => `The rundown: ${s}` },
  { name: 'What went down', render: (s) => `What went down: ${s}` },
  { name: 'From the analyst desk', render: (s) => `From the analyst desk: ${s}` },
  { name: 'Quick read', render: (s) => `Quick read: ${s}` },
]

/** The source's own summary inside a rewritten one: the template's framing words taken off. */
export function stripSummaryFrame(summary: string): string {
  const clean = summary.trim()
  for (const template of SUMMARY_TEMPLATES) {
    const frame = template.render('')
    if (frame && clean.startsWith(frame)) return clean.slice(frame.length).trim()
  }
  return clean
}

/** §9 summary rewrite: the source summary cut to fit a seeded template within 400 characters. */
export function rewriteSummary(summaryText: string, seed: string): string {
  const clean = summaryText.replace(/\s+/g, ' ').trim()
  if (!clean) return ''
  const template = pick(seed, 'summary-template', SUMMARY_TEMPLATES)
  const frame = template.render('').length
  return template.render(cutSummaryText(clean, SUMMARY_MAX_LENGTH - frame))
}
