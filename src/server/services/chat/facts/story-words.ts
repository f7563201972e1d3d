// The words a story writes for what a fan asks (round 12): "contract" is a "new deal" in the story, "who did they
// sign" a player they "locked in", "benched" one "dropped to the bench", "1000 kills" "1,000 career kills". A
// question's word finds a story (and a sentence of it) holding any word of its group. Groups of news words, no
// names: each is how reporting says one thing. Pure.

const GROUPS: readonly (readonly string[])[] = [
  ['contract', 'deal', 'extension', 'extend', 'extended', 're-sign'],
  [
    'sign',
    'signing',
    'recruit',
    'hire',
    'join',
    'joined',
    'lock in',
    'locks in',
    'acquire',
    'transfer',
    'bought',
  ],
  ['buy', 'bought', 'buyout', 'transfer', 'sign'],
  ['bench', 'benched', 'dropped', 'drop', 'substitute', 'demote'],
  ['leave', 'left', 'depart', 'departure', 'exit', 'part ways', 'parted ways', 'release', 'released'],
  ['retire', 'retirement', 'step down', 'steps down', 'stepped down'],
  ['igl', 'in-game leader', 'shotcaller', 'shotcalling', 'calls'],
  ['fine', 'fined', 'penalty', 'penalised', 'penalized', 'sanction'],
  ['ban', 'banned', 'suspend', 'suspended', 'suspension'],
  ['replace', 'replacement', 'took over', 'take over', 'takes over', 'successor'],
  ['loan', 'loaned'],
  ['patch', 'update'],
]

/** One word with an ending added ("signed", "benched"): at least four letters in common, at most three added. */
function sameStart(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.min(a.length, b.length) < 4 || /\d/.test(a) || /\d/.test(b)) return false
  const longer = Math.max(a.length, b.length)
  let common = 0
  while (common < longer && a[common] === b[common]) common += 1
  return common >= Math.max(4, longer - 3)
}

/**
 * The ways a story may write a question's word, the word first: its group's words, or a number of thousands with
 * its separator ("1000" → "1,000"). Just the word when it has no other.
 */
export function storyWordsFor(word: string): string[] {
  const lower = word.toLowerCase()
  if (/^\d{4,}$/.test(lower)) return [lower, Number(lower).toLocaleString('en-US')]
  const groups = GROUPS.filter((group) => group.some((w) => !w.includes(' ') && sameStart(w, lower)))
  return [...new Set([lower, ...groups.flat()])]
}

/** Whether a sentence (its words, and its text in lower case for the words of several) holds the word any way. */
export function holdsStoryWord(words: readonly string[], lowerText: string, word: string): boolean {
  return storyWordsFor(word).some((form) =>
    form.includes(' ') || /[,.]/.test(form)
      ? lowerText.includes(form)
      : words.some((w) => sameStart(w, form)),
  )
}
