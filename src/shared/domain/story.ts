import { keywordPattern } from './text-match'

// §4 in-browser fallback summary: story type, label, competitive impact, sentiment, extra infobox row.
//
// Keywords match as whole words (see text-match.ts) with the inflections each one spells out: verbs take
// their -s/-ed/-ing forms ("sign" → signs, signed, signing, signings, but not "signal" or "design"), nouns
// their plural ("roster" → rosters). So "win" does not fire on "winter", "new" not on "news", "cut" not on
// "execute", "final" not on "finally". The spec's "step, down" is read as the phrase "step(s) down", since
// "down" alone would send every "down 0-2" story to retirement. "name(s)" is name/names, "official" is
// official/officials only, so "officially signs" stays a roster story.

export type StoryType =
  | 'partnership_announcement'
  | 'cosmetic_ranking'
  | 'cosmetic_guide'
  | 'cosmetic_content'
  | 'champion_guide'
  | 'general_guide'
  | 'roster_change'
  | 'match_result'
  | 'retirement'
  | 'controversy'
  | 'tournament'
  | 'game_update'
  | 'announcement'
  | 'milestone'
  | 'general'

const WIN = 'win(?:s|ner|ners|ning)?'
const CHAMPION = 'champion(?:s|ship|ships)?'
const DEFEAT = 'defeat(?:s|ed|ing)?'
const RETIRE = 'retire(?:s|d|ment)?|retiring'
const BENCH = 'bench(?:es|ed|ing)?'
const CONTROVERSY = 'controvers(?:y|ies|ial)'
const SCANDAL = 'scandals?'
const TRANSFER = 'transfer(?:s|red|ring)?'
const ROSTER = 'rosters?'
const FINAL = 'finals?|finalists?'
const VICTORY = 'victor(?:y|ies|ious)'
const GUIDE = 'guides?'
const HOW_TO = 'how\\s+to'

const PARTNERSHIP = keywordPattern([
  'ambassadors?',
  'partnerships?',
  'collaborat(?:e|es|ed|ing|ion|ions)',
  'appoint(?:s|ed|ing|ment|ments)?',
  'names?',
  'officials?',
  'brands?',
  'sponsor(?:s|ed|ing|ship|ships)?',
])
const COSMETIC = keywordPattern(['skins?', 'cosmetics?', 'appearances?', 'outfits?', 'visual(?:s|ly)?'])
const RANKING = keywordPattern(['top\\s+\\d+', 'best', 'worst', 'rankings?', 'tiers?', 'lists?'])
const COSMETIC_GUIDE = keywordPattern([GUIDE, HOW_TO, 'tips', 'showcase(?:s|d)?'])
const GUIDE_WORDS = keywordPattern([
  GUIDE,
  'tutorials?',
  'tips',
  HOW_TO,
  'beginners?',
  'learn(?:s|ed|ing|t)?',
])
const GUIDE_SUBJECT = keywordPattern(['champions?', 'hero(?:es)?', 'characters?'])

// §4 checks 4 to 11, in order.
const ORDERED_TYPES: readonly { type: StoryType; pattern: RegExp }[] = [
  {
    type: 'roster_change',
    pattern: keywordPattern([
      ROSTER,
      'sign(?:s|ed|ing|ings)?',
      TRANSFER,
      'join(?:s|ed|ing)?',
      'leaves?|leaving',
      BENCH,
      'cuts?',
      'release(?:s|d)?|releasing',
    ]),
  },
  {
    type: 'match_result',
    pattern: keywordPattern([WIN, 'beat(?:s|en|ing)?', DEFEAT, CHAMPION, VICTORY, FINAL]),
  },
  { type: 'retirement', pattern: keywordPattern([RETIRE, 'careers?', 'step(?:s|ped|ping)?\\s+down']) },
  {
    type: 'controversy',
    pattern: keywordPattern([
      CONTROVERSY,
      'drama',
      SCANDAL,
      'accus(?:e|es|ed|ing|ation|ations)',
      'cheat(?:s|ed|ing|er|ers)?',
    ]),
  },
  {
    type: 'tournament',
    pattern: keywordPattern([
      'tournaments?',
      'qualif(?:y|ies|ied|ying|ier|iers|ication|ications)',
      'brackets?',
      'seed(?:s|ed|ing)?',
    ]),
  },
  {
    type: 'game_update',
    pattern: keywordPattern([
      'patch(?:es|ed)?',
      'update(?:s|d)?',
      'nerf(?:s|ed)?',
      'buff(?:s|ed)?',
      'balanc(?:e|es|ed|ing)',
    ]),
  },
  {
    type: 'announcement',
    pattern: keywordPattern([
      'announc(?:e|es|ed|ing|ement|ements)',
      'reveal(?:s|ed|ing)?',
      'new',
      'launch(?:es|ed|ing)?',
    ]),
  },
  {
    type: 'milestone',
    pattern: keywordPattern(['records?', 'milestones?', 'achievements?', 'historic(?:al)?']),
  },
]

/** §4 story type of title plus summary: twelve ordered checks, the first match wins. */
export function storyType(title: string, summary: string): StoryType {
  const text = `${title} ${summary}`.toLowerCase()
  if (PARTNERSHIP.test(text)) return 'partnership_announcement'
  if (COSMETIC.test(text)) {
    if (RANKING.test(text)) return 'cosmetic_ranking'
    if (COSMETIC_GUIDE.test(text)) return 'cosmetic_guide'
    return 'cosmetic_content'
  }
  if (GUIDE_WORDS.test(text)) return GUIDE_SUBJECT.test(text) ? 'champion_guide' : 'general_guide'
  return ORDERED_TYPES.find(({ pattern }) => pattern.test(text))?.type ?? 'general'
}

// §4 readable labels; any type not listed reads "Breaking News".
const STORY_TYPE_LABELS: Partial<Record<StoryType, string>> = {
  roster_change: 'Roster Move',
  match_result: 'Match Result',
  controversy: 'Drama Alert',
  retirement: 'Career News',
  tournament: 'Tournament',
  game_update: 'Game Update',
  announcement: 'Breaking News',
  milestone: 'Achievement',
  general: 'Esports News',
}

export function storyTypeLabel(type: string): string {
  return STORY_TYPE_LABELS[type as StoryType] ?? 'Breaking News'
}

export type CompetitiveImpact = 'High' | 'Medium' | 'Low'

const HIGH_IMPACT = keywordPattern([CHAMPION, 'majors?', 'worlds?', FINAL, 'playoffs?', 'upsets?'])
const MEDIUM_IMPACT = keywordPattern(['tournaments?', 'qualifiers?', ROSTER, TRANSFER])

/** §4 competitive impact: High before Medium before Low. */
export function competitiveImpact(text: string): CompetitiveImpact {
  if (HIGH_IMPACT.test(text)) return 'High'
  if (MEDIUM_IMPACT.test(text)) return 'Medium'
  return 'Low'
}

export type Sentiment = 'positive' | 'negative' | 'neutral'

const POSITIVE = keywordPattern([
  WIN,
  VICTORY,
  CHAMPION,
  'success(?:es|ful|fully)?',
  'dominat(?:e|es|ed|ing|ion)',
  'clutch(?:es|ed)?',
  'amazing',
  'incredibl(?:e|y)',
  'outstanding',
])
const NEGATIVE = keywordPattern([
  'lose|loses|losing|losers?',
  DEFEAT,
  'fail(?:s|ed|ing|ure|ures)?',
  'disappoint(?:s|ed|ing|ment|ments)?',
  CONTROVERSY,
  SCANDAL,
  RETIRE,
  BENCH,
  'problems?',
])

/** §4 sentiment: positive words are checked first, so a text with both reads positive. */
export function sentiment(text: string): Sentiment {
  if (POSITIVE.test(text)) return 'positive'
  if (NEGATIVE.test(text)) return 'negative'
  return 'neutral'
}

export interface InfoboxRow {
  key: string
  value: string
}

/** §4 extra infobox row by story type; other types add none. */
export function extraInfoboxRow(type: string, impact: CompetitiveImpact): InfoboxRow | undefined {
  switch (type) {
    case 'roster_change':
      return { key: 'Impact Level', value: impact }
    case 'match_result':
      return { key: 'Match Type', value: 'Competitive' }
    case 'controversy':
      return { key: 'Status', value: 'Developing' }
    case 'tournament':
      return { key: 'Stage', value: 'Ongoing' }
    case 'retirement':
      return { key: 'Career Span', value: 'Professional' }
    default:
      return undefined
  }
}
