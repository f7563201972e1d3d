// Multi-part questions (issue #17 item 3): "when do A play next, and did they beat B last time?" is two questions,
// answered in order, each from its own look-ups. A question splits where a new question starts: after a question
// mark, a semicolon, or "and" before a question word. A comma alone does not split ("A v B, who has the upper
// hand?" is one question). A later part that names no one is about the subject named before ("they", "his").

const QUESTION_WORDS =
  'when|who|whom|whose|what|which|where|why|how|did|does|do|is|are|was|were|has|have|had|can|could|will|would|should|tell|show|give|list'

// Captured, so that splitQuestion knows which separator it cut at.
const SPLIT = new RegExp(
  `(\\?\\s+(?=\\S)|;\\s*|,?\\s+(?:and|also|plus)\\s+(?=(?:${QUESTION_WORDS})\\b))`,
  'i',
)
const STARTS_A_QUESTION = new RegExp(`^(?:${QUESTION_WORDS})\\b`, 'i')

/** At most this many parts: a longer list is read as one question. */
const MAX_PARTS = 3

/** The parts of a question, in order; one part when it asks one thing. */
export function splitQuestion(question: string): string[] {
  const pieces = question.split(SPLIT)
  const parts: string[] = [pieces[0] ?? '']
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i] ?? ''
    const next = pieces[i + 1] ?? ''
    // After a question mark, words that ask nothing themselves ("A vs B score? longship masters semifinal") say
    // which match the question before means: they stay with it.
    const asks =
      STARTS_A_QUESTION.test(next.trim()) ||
      next.trim().endsWith('?') ||
      (pieces[i + 2] ?? '').startsWith('?')
    if (separator.startsWith('?') && !asks) parts[parts.length - 1] += separator + next
    else parts.push(next)
  }
  const asked = parts.map((p) => p.trim()).filter((p) => /[\p{L}\p{N}]/u.test(p))
  return asked.length >= 2 && asked.length <= MAX_PARTS ? asked : [question]
}

/** Whether a part refers back to someone named before ("they", "their", "he", "his", "them", "it"). */
export function refersBack(part: string): boolean {
  return /\b(they|them|their|theirs|he|him|his|she|her|it|its)\b/i.test(part)
}

/** A later part with the subject named before it: "Northwind Wolves: did they beat Cobalt Tide last time?". */
export function withSubject(part: string, subject: string): string {
  return `${subject}: ${part}`
}
