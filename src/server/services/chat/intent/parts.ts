// Multi-part questions (issue #17 item 3): "when do A play next, and did they beat B last time?" is two questions,
// answered in order, each from its own look-ups. A question splits where a new question starts: after a question
// mark, a semicolon, or "and" before a question word. A comma alone does not split ("A v B, who has the upper
// hand?" is one question). A later part that names no one is about the subject named before ("they", "his").

const QUESTION_WORDS =
  'when|who|whom|whose|what|which|where|why|how|did|does|do|is|are|was|were|has|have|had|can|could|will|would|should|tell|show|give|list'

const SPLIT = new RegExp(`\\?\\s+(?=\\S)|;\\s*|,?\\s+(?:and|also|plus)\\s+(?=(?:${QUESTION_WORDS})\\b)`, 'i')

/** At most this many parts: a longer list is read as one question. */
const MAX_PARTS = 3

/** The parts of a question, in order; one part when it asks one thing. */
export function splitQuestion(question: string): string[] {
  const parts = question
    .split(SPLIT)
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p))
  return parts.length >= 2 && parts.length <= MAX_PARTS ? parts : [question]
}

/** Whether a part refers back to someone named before ("they", "their", "he", "his", "them", "it"). */
export function refersBack(part: string): boolean {
  return /\b(they|them|their|theirs|he|him|his|she|her|it|its)\b/i.test(part)
}

/** A later part with the subject named before it: "Northwind Wolves: did they beat Cobalt Tide last time?". */
export function withSubject(part: string, subject: string): string {
  return `${subject}: ${part}`
}
