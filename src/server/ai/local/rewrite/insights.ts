import type { RssGame } from '#shared/domain/game-detection'
import type { CompetitiveImpact, Sentiment, StoryType } from '#shared/domain/story'
import type { StoryEntities } from '../entities'
import type { KeyPhrase, PhraseKind } from '../phrases'
import { joinList } from '../plain-text'

// §9 local rewrite: the insights (one of 8 templates, filled from the story type and the source's names).

interface InsightContext {
  /** §4 readable story type label, e.g. "Roster Move". */
  label: string
  impact: CompetitiveImpact
  sentiment: Sentiment
  /** The names the story is about, from the source ("Iron Lantern and Saltmarsh Esports"). */
  focus: string
  /** The game's scene, without digits ("Counter-Strike", "esports"). */
  scene: string
  /** A 10-50 character phrase from the source (§9 fact helper), when one was found. */
  detail?: string
}

interface InsightTemplate {
  name: string
  render(context: InsightContext): string
}

function detailSentence(context: InsightContext): string {
  return context.detail ? ` The detail that matters: “${context.detail}”.` : ''
}

/** §9: one of 8 insight templates, filled from the story type label, impact, sentiment and the source's names. */
export const INSIGHT_TEMPLATES: readonly InsightTemplate[] = [
  {
    name: "Analyst's take",
    render: (c) =>
      `Analyst's take — ${c.label}: ${c.impact} competitive impact, ${c.sentiment} sentiment. All eyes are on ${c.focus}.${detailSentence(c)}`,
  },
  {
    name: 'Stakes meter',
    render: (c) =>
      `Stakes meter: ${c.impact}. This ${c.label} development puts ${c.focus} in the spotlight, and the mood around it reads ${c.sentiment}.${detailSentence(c)}`,
  },
  {
    name: 'Who to watch',
    render: (c) =>
      `Who to watch: ${c.focus}. Filed under ${c.label}, this one rates ${c.impact} on competitive impact with ${c.sentiment} sentiment.${detailSentence(c)}`,
  },
  {
    name: 'Scene pulse',
    render: (c) =>
      `Scene pulse for ${c.scene}: ${c.label}, rated ${c.impact} for competitive impact. Sentiment: ${c.sentiment}. Keep an eye on ${c.focus}.${detailSentence(c)}`,
  },
  {
    name: 'The key detail',
    render: (c) =>
      `${c.detail ? `The key detail: “${c.detail}”.` : `The key name: ${c.focus}.`} ${c.label} with ${c.impact} competitive impact and a ${c.sentiment} tone.`,
  },
  {
    name: 'The big picture',
    render: (c) =>
      `The big picture: ${c.impact} competitive impact, ${c.sentiment} sentiment, and ${c.focus} at the centre of it. File it under ${c.label}.${detailSentence(c)}`,
  },
  {
    name: 'Desk verdict',
    render: (c) =>
      `Desk verdict: ${c.label}. Competitive impact sits at ${c.impact}, the sentiment is ${c.sentiment}, and the focus is on ${c.focus}.${detailSentence(c)}`,
  },
  {
    name: 'Momentum watch',
    render: (c) =>
      `Momentum watch: with ${c.focus} in the frame, this ${c.label} story rates ${c.impact} on impact and ${c.sentiment} on sentiment.${detailSentence(c)}`,
  },
]

export const INSIGHTS_MAX_LENGTH = 1000

// The fact-helper phrase that fits each story type best; other types take the first phrase found.
const PREFERRED_PHRASE: Partial<Record<StoryType, PhraseKind>> = {
  roster_change: 'player move',
  retirement: 'player move',
  match_result: 'performance',
  milestone: 'performance',
  tournament: 'tournament',
  game_update: 'game update',
}

export function detailFor(type: StoryType, phrases: readonly KeyPhrase[]): string | undefined {
  const preferred = PREFERRED_PHRASE[type]
  return (phrases.find((p) => p.kind === preferred) ?? phrases[0])?.text
}

/** Who the story is about: up to two teams, else up to two players, else the first event, else the scene. */
export function insightFocus(entities: StoryEntities, scene: string): string {
  if (entities.teams.length > 0) return joinList(entities.teams.slice(0, 2))
  if (entities.players.length > 0) return joinList(entities.players.slice(0, 2))
  const event = entities.tournaments[0]
  if (event) return /^The\s/.test(event) ? event : `the ${event}`
  return `the ${scene} scene`
}

// Scene names without digits ("Counter-Strike", not "CS2"), so the insights never print a number that the
// source may not contain.
export const SCENE_NAMES: Readonly<Record<RssGame, string>> = {
  CS2: 'Counter-Strike',
  LoL: 'League of Legends',
  Valorant: 'Valorant',
  'Dota 2': 'Dota',
  Esports: 'esports',
}
