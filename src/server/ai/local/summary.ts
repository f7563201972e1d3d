import { detectArticleGame } from '#shared/domain/game-detection'
import { gameFallbackName } from '#shared/domain/games'
import {
  competitiveImpact,
  extraInfoboxRow,
  sentiment,
  storyType,
  storyTypeLabel,
} from '#shared/domain/story'
import type { CompetitiveImpact, InfoboxRow, Sentiment, StoryType } from '#shared/domain/story'
import { ArticleSummarySchema } from '../types'
import type { ArticleSummary, StoredArticleText } from '../types'
import { extractEntities } from './entities'
import { keyFacts } from './facts'
import { factGameName } from './phrases'
import { htmlToBlockText, joinList, mainActionTitle } from './plain-text'
import { stripSummaryFrame } from './rewrite/summary'
import { stripTitleFrame } from './rewrite/title'

// §3 Article AI summary, built by the §4/§9 in-browser fallback rules: overview from the key facts, the
// Five Ws, opposite sides and the infobox. Pure: the date comes in with the article.

/** §3 overview: bullet lines "- fact", separated by blank lines. */
export function overviewOf(facts: readonly string[]): string {
  return facts.map((fact) => `- ${fact}`).join('\n\n')
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** The Five Ws "when": the publication date in UTC, e.g. "November 14, 2026". */
export function whenOf(publishedAt: Date): string {
  return Number.isNaN(publishedAt.getTime()) ? 'Date not available' : DATE_FORMAT.format(publishedAt)
}

/** §4: the Five Ws "why" uses a fixed text per type. */
export const WHY_BY_TYPE: Readonly<Record<StoryType, string>> = {
  partnership_announcement:
    'Partnerships bring money and visibility, and they shape how organisations compete and grow.',
  cosmetic_ranking:
    'Cosmetics are how players show their style, and rankings shape what the community values.',
  cosmetic_guide: 'Knowing how a cosmetic looks and works helps players decide what is worth their time.',
  cosmetic_content: 'New looks keep the game fresh and give the community something to talk about.',
  champion_guide: 'Mastering a character is how players climb the ranks and how pros find an edge.',
  general_guide: 'Better fundamentals win games, from ranked matches to the pro stage.',
  roster_change: 'Roster moves reshape team chemistry and can shift the balance of power in the scene.',
  match_result: 'Results decide standings, seeding and momentum for the next stage of competition.',
  retirement: 'A retirement closes a chapter and leaves a gap that teams and fans will feel.',
  controversy: 'How the scene handles disputes shapes trust in its teams, players and organisers.',
  tournament: 'The tournament format sets the path to the title and the stakes of every series.',
  game_update: 'Balance changes shift the meta and force teams to adapt their strategies.',
  announcement: 'Announcements set the agenda for what fans and teams can expect next.',
  milestone: 'Milestones mark where a player or team stands in the history of the competition.',
  general: 'It adds to the bigger picture of where the competitive scene is heading.',
}

interface OppositeSides {
  supporters: string
  critics: string
}

type SidesGroup = 'roster_change' | 'match_result' | 'controversy' | 'retirement' | 'default'
type SidesMood = 'optimistic' | 'cautious'

/**
 * §4: opposite sides use fixed texts per type (roster_change, match_result, controversy, retirement,
 * default); supporters always read "optimistic", critics "concerned". The optimistic pair frames a story
 * that is going well, the cautious pair one that is not.
 */
export const OPPOSITE_SIDES: Readonly<Record<SidesGroup, Readonly<Record<SidesMood, OppositeSides>>>> = {
  roster_change: {
    optimistic: {
      supporters:
        'Supporters are optimistic: fresh pieces can sharpen the lineup and give the team a clearer identity.',
      critics: 'Critics are concerned that a changed roster needs time to gel, and results may dip first.',
    },
    cautious: {
      supporters: 'Supporters are optimistic the team will find its feet once the roster settles.',
      critics: 'Critics are concerned the move signals instability and weakens the lineup in the short term.',
    },
  },
  match_result: {
    optimistic: {
      supporters: 'Supporters are optimistic this result builds momentum for what comes next.',
      critics:
        'Critics are concerned one result proves little until it holds up against stronger opposition.',
    },
    cautious: {
      supporters: 'Supporters are optimistic the losing side can learn from this and bounce back.',
      critics: 'Critics are concerned the result exposes problems that will not be fixed quickly.',
    },
  },
  controversy: {
    optimistic: {
      supporters: 'Supporters are optimistic a clear ruling will settle the matter and protect fair play.',
      critics: 'Critics are concerned the episode damages trust in the competition.',
    },
    cautious: {
      supporters: 'Supporters are optimistic everyone involved will get a fair hearing.',
      critics: 'Critics are concerned the issue will drag on and overshadow the competition.',
    },
  },
  retirement: {
    optimistic: {
      supporters: "Supporters are optimistic the player's legacy will inspire the next generation.",
      critics: 'Critics are concerned the team loses experience that is hard to replace.',
    },
    cautious: {
      supporters: 'Supporters are optimistic the decision opens the door for new talent.',
      critics: 'Critics are concerned the scene loses one of its familiar faces.',
    },
  },
  default: {
    optimistic: {
      supporters: 'Supporters are optimistic this is a step forward for the scene.',
      critics: 'Critics are concerned it is too early to judge the real impact.',
    },
    cautious: {
      supporters: 'Supporters are optimistic the scene will adapt quickly.',
      critics: 'Critics are concerned about what this means for teams and fans.',
    },
  },
}

function sidesGroup(type: StoryType): SidesGroup {
  return type === 'roster_change' ||
    type === 'match_result' ||
    type === 'controversy' ||
    type === 'retirement'
    ? type
    : 'default'
}

/**
 * §4 "chosen by sentiment or impact": positive sentiment reads optimistic, negative cautious; a neutral
 * story reads optimistic when its competitive impact is High or Medium (something is at stake), else cautious.
 */
export function oppositeSidesOf(type: StoryType, mood: Sentiment, impact: CompetitiveImpact): OppositeSides {
  const tone: SidesMood =
    mood === 'positive'
      ? 'optimistic'
      : mood === 'negative'
        ? 'cautious'
        : impact === 'Low'
          ? 'cautious'
          : 'optimistic'
  return OPPOSITE_SIDES[sidesGroup(type)][tone]
}

/**
 * The game's name for the summary: the stored game when it is one the §9 fallback table knows (a label
 * such as "LoL" or "Dota 2" maps to its key through §2.8's spellings), else the two-keyword-group detection
 * over the text, else "Esports".
 */
export function summaryGameName(storedGame: string, text: string): string {
  const stored = gameFallbackName(detectArticleGame({ title: '', content: '', game: storedGame }))
  return stored !== 'Esports' ? stored : factGameName(text)
}

const SENTIMENT_NAMES: Readonly<Record<Sentiment, string>> = {
  positive: 'Positive',
  negative: 'Negative',
  neutral: 'Neutral',
}

/** §4 infobox: Story Type, Game, Competitive Impact, Sentiment, then the type's extra row. */
export function infoboxOf(
  type: StoryType,
  game: string,
  impact: CompetitiveImpact,
  mood: Sentiment,
): InfoboxRow[] {
  const rows: InfoboxRow[] = [
    { key: 'Story Type', value: storyTypeLabel(type) },
    { key: 'Game', value: game },
    { key: 'Competitive Impact', value: impact },
    { key: 'Sentiment', value: SENTIMENT_NAMES[mood] },
  ]
  const extra = extraInfoboxRow(type, impact)
  return extra ? [...rows, extra] : rows
}

/** The local engine's summarizeArticle: §3/§4/§9 fallback summary of a stored article. */
export function summarizeArticleLocally(article: StoredArticleText): ArticleSummary {
  const contentText = htmlToBlockText(article.content)
  // A locally rewritten article is read without the frame the rewrite put around its title and summary.
  const title = stripTitleFrame(article.title.replace(/\s+/g, ' '))
  const summary = stripSummaryFrame(article.summary.replace(/\s+/g, ' '))
  // §4: story type, impact and sentiment read title plus summary (the content when there is no summary).
  const storySummary = summary || contentText.replace(/\s+/g, ' ')
  const type = storyType(title, storySummary)
  const storyText = `${title} ${storySummary}`
  const impact = competitiveImpact(storyText)
  const mood = sentiment(storyText)
  const allText = `${title}. ${summary}\n${contentText}`
  const entities = extractEntities(allText)
  const game = summaryGameName(article.game, allText)
  const scene = game === 'Esports' ? 'esports' : game
  const names = [...entities.teams, ...entities.players]
  const where = entities.tournaments[0] ?? (/\bonline\b/i.test(allText) ? 'Online' : `The ${scene} scene`)

  return ArticleSummarySchema.parse({
    overview: overviewOf(keyFacts({ title, summary, text: contentText })),
    fiveWs: {
      who: names.length > 0 ? joinList(names) : `The ${scene} community`,
      what: mainActionTitle(title),
      when: whenOf(article.publishedAt),
      where,
      why: WHY_BY_TYPE[type],
    },
    oppositeSides: oppositeSidesOf(type, mood, impact),
    infobox: infoboxOf(type, game, impact, mood),
  })
}
