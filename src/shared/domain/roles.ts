// A player's role as readers say it. PandaScore gives League of Legends positions as codes ("jun", "adc", "sup");
// the pages and the chat both say the position's word, so a role the chat quotes is the one the page shows.

const ROLE_WORDS: Readonly<Record<string, string>> = {
  top: 'top',
  jun: 'jungle',
  mid: 'mid',
  adc: 'bot',
  sup: 'support',
}

/** A role as a reader says it: "jungle" for "jun", "bot" for "adc"; other roles as stored (spaces folded, lower case). */
export function roleWord(role: string | null | undefined): string {
  const value = (role ?? '').replace(/\s+/g, ' ').trim().toLowerCase()
  return ROLE_WORDS[value] ?? value
}
