// Keyword matching shared by game detection and story typing.
// A keyword only counts when it is not glued to a letter or digit on either side, so "lol" does not hit
// "lollipop" and "esl" does not hit "tesla". Inflections are spelled out in the fragment
// ("sign(?:s|ed|ing)?") rather than matched as bare prefixes, so a stem never swallows an unrelated word
// ("signal", "winter", "news").
const BEFORE = '(?<![a-z0-9])'
const AFTER = '(?![a-z0-9])'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** A case-insensitive pattern matching any of the regex fragments as a whole word. */
export function keywordPattern(fragments: readonly string[]): RegExp {
  return new RegExp(`${BEFORE}(?:${fragments.join('|')})${AFTER}`, 'i')
}

/** Literal keywords (punctuation escaped, a space matching any run of whitespace) as a whole-word pattern. */
export function literalKeywordPattern(keywords: readonly string[]): RegExp {
  return keywordPattern(keywords.map((keyword) => escapeRegExp(keyword).replace(/ +/g, '\\s+')))
}
