// §2.3 the questions the home page puts to the chat: the hero's three suggestion chips (their topics are the spec's)
// and the six question cards. Each is one the chat answers from the site's own pages (the chat's tests ask them all),
// so the first thing a visitor tries is not an "I don't have that".

/** §2.3 suggestion chips: latest CS2 tournament results, LoL World Championship updates, Valorant player rankings. */
export const HOME_SUGGESTIONS = [
  { label: 'Latest CS2 tournament results', question: 'What are the latest CS2 tournament results?' },
  {
    label: 'LoL World Championship updates',
    question: 'What are the latest updates on the LoL World Championship?',
  },
  { label: 'Valorant player rankings', question: 'Who are the top-ranked Valorant players right now?' },
] as const

/** §2.3 the six preset question cards, by topic. */
export const HOME_QUESTION_CARDS = [
  { topic: 'Counter-Strike 2', question: 'Which Counter-Strike 2 matches are on today?' },
  { topic: 'League of Legends', question: 'Which League of Legends teams are in the best form right now?' },
  { topic: 'Valorant', question: 'Who are the best Valorant players right now?' },
  { topic: 'Dota 2', question: 'Who won the last Dota 2 tournament?' },
  { topic: 'Transfers', question: 'What are the biggest esports roster moves this week?' },
  { topic: 'Tournaments', question: 'Which esports tournaments are coming up that I should watch?' },
] as const
