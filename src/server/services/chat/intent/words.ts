import { COMMON_WORDS } from '#server/ai/common-words'

// The words of a chat question (how the chat reads a question, see question.ts): tokens folded for comparison, and
// the word lists that tell names from everyday words, asking words and game words.

export interface QuestionToken {
  /** As written. */
  raw: string
  /** Lowercase, accents folded: the form every comparison uses. */
  word: string
  /** Position among the tokens. */
  index: number
  /** Written with a capital first letter. */
  capitalized: boolean
}

/** Function words and the words of asking; never names, never worth searching for. */
export const STOP_WORDS = new Set(
  `a about above after again against all also am an and any anything are as at be been before being below between
  both but by can could did do does doing done down during each else ever few for from further get gets got had has
  have having he her here hers him his how i if in into is it its itself just know let like me more most my no nor
  not now of off on once only or other our ours out over own please same she should so some something such tell
  than that the their theirs them then there these they this those through to too under until up us very was we
  were what whats when where which while who whom whos why will with would you your yours s t re ve ll d m im ill
  id yes ok okay hey hi hello thanks thank give show find look any anyone someone there's whats right currently
  lately recently nowadays tho though bo5 site database chat`
    .split(/\s+/)
    .filter(Boolean),
)

/** Words that describe what is asked rather than what it is about: left out of article searches. */
export const INTENT_WORDS = new Set(
  `roster rosters lineup lineups line squad squads players player play plays playing played next upcoming schedule
  scheduled fixture fixtures match matches game games series when result results score scores scored last recent
  recently form doing performing performance perform win wins won winning beat beaten lose loses lost losing loss
  losses record streak rate rates rating news latest headlines headline article articles story stories update
  updates happened happening happen new based location located country tier tiers where team teams role roles
  position positions real name names tournament tournaments event events member members who face facing faces
  against opponent opponents versus vs time date day days week today tomorrow yesterday going good bad best top
  strongest ranking rankings ranked rank stats statistics stat info information details about tell current current
  compete competing competes does live bracket brackets winner winners won champion champions start starts
  begin begins dates prize pool prizepool lan venue`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * Short everyday words (and chat shorthand) that team acronyms and handles often spell: in lowercase they are
 * read as words, not names ("I vow to…" is not Vistula Owls, "VOW" is). COMMON_WORDS covers longer words.
 */
const SHORT_WORDS = new Set(
  `ace act add age ago aid aim air all and ant any ape apt arc are ark arm art ash ask ate awe axe bad bag ban bar
  bat bay bed bee beg bet bid big bin bit bog bow box boy bud bug bun bus but buy bye cab can cap car cat cow cry cub
  cue cup cut dad dam day den dew did die dig dim dip doe dog don dot dry due dug dye ear eat ebb egg ego elf elk
  elm end era eve eye fan far fat fax fed fee few fig fin fir fit fix fly foe fog for fox fry fun fur gag gap gas gel
  gem get gig gin god got gum gun gut guy gym had ham has hat hay hem hen her hey hid him hip his hit hog hop hot how
  hub hue hug hum hut ice icy ill imp ink inn ion its ivy jab jam jar jaw jet job jog joy jug keg key kid kin kit lab
  lad lag lap law lay led leg let lid lie lip lit log lot low mad man map mat may men met mid mix mob mom mop mud mug
  nag nap net new nil nip nod nor not now nun nut oak oar oat odd off oil old one opt orb ore our out owe owl own pad
  pal pan pat paw pay pea peg pen pet pie pig pin pit ply pod pop pot pro pub pun pup put rag ram ran rap rat raw ray
  red rib rid rig rim rip rob rod rot row rub rug run rut sad sag sat saw say sea see set sew she shy sin sip sir sit
  six ski sky sly sob sod son soy spa spy sub sum sun tab tag tan tap tar tax tea ten the tie tin tip toe ton too top
  toy try tub tug two urn use van vat vet via vie vow wag war was wax way web wed wet who why wig win wit woe wok won
  woo wow yak yam yen yes yet you zap zen zip zoo pls plz thx lol gg wp ez avg tbh imo btw omg idk`
    .split(/\s+/)
    .filter(Boolean),
)

/** Words a team name often carries that say nothing about which team it is. */
export const GENERIC_NAME_WORDS = new Set([
  'team',
  'gaming',
  'esports',
  'esport',
  'club',
  'academy',
  'the',
  'squad',
])

/** Lowercase, accents folded ("Nyström" → "nystrom", "Kalniņš" → "kalnins"). */
export function foldWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/gi, 'l')
    .replace(/ı/g, 'i')
    .toLowerCase()
}

/** The words of a text, folded: "Northwind-Wolves" → ["northwind", "wolves"]. */
export function wordsOf(text: string): string[] {
  return foldWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The question's tokens; a possessive "'s" is dropped ("Nine's" → "Nine"). */
export function tokenize(question: string): QuestionToken[] {
  const cleaned = question.replace(/[’‘`´]/g, "'").replace(/(\p{L})'s?\b/gu, '$1')
  const tokens: QuestionToken[] = []
  for (const match of cleaned.matchAll(/[\p{L}\p{N}]+/gu)) {
    const raw = match[0]
    for (const word of wordsOf(raw)) {
      tokens.push({ raw, word, index: tokens.length, capitalized: /^\p{Lu}/u.test(raw) })
    }
  }
  return tokens
}

export function isEverydayWord(word: string): boolean {
  return STOP_WORDS.has(word) || COMMON_WORDS.has(word) || INTENT_WORDS.has(word) || SHORT_WORDS.has(word)
}

/** Words that only name a game: not searched for, since the game is a tag filter instead. */
export const GAME_WORDS = new Set([
  'cs',
  'cs2',
  'csgo',
  'go',
  'counter',
  'strike',
  'lol',
  'legends',
  'dota',
  'dota2',
  'valorant',
  'valo',
  'vct',
  '2',
])

export function normalizeText(question: string): string {
  return foldWord(question)
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Thousands written the way fans write them, as the stories and pages write them: "10k" → "10,000", "1.5k" →
 * "1,500", so a number a story holds is found and matched ("halo's 10k kills"). A "k" after a space ("2 k/d") is
 * not a thousand.
 */
export function withThousandsWritten(text: string): string {
  return text.replace(/\b(\d{1,3})(?:[.,](\d))?k\b/gi, (_, whole: string, tenth: string | undefined) =>
    (Number(whole) * 1000 + Number(tenth ?? 0) * 100).toLocaleString('en-US'),
  )
}
