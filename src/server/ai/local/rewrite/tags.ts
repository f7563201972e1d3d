import { detectRssGame, rssGameSlug } from '#shared/domain/game-detection'
import type { RssGame } from '#shared/domain/game-detection'
import { slugify } from '#shared/domain/slug'
import type { StoryType } from '#shared/domain/story'
import { normalizeTag } from '#shared/domain/tags'
import type { ArticleSource } from '#server/ai/types'

// §9 local rewrite: the article's game label and its tags.

/**
 * The article's game label: the game with the strongest evidence in title, summary and content, the feed
 * source's game counting as weak evidence (game-detection.ts, the same detection the article page uses); else
 * "Esports". A story whose evidence is Apex Legends or Overwatch stays "Esports" even in a single-game feed:
 * its words found its game, and it is not the feed's.
 */
export function detectSourceGame(source: ArticleSource, contentText: string): RssGame {
  return detectRssGame(source.title, `${source.summaryText} ${contentText}`, source.feedGame)
}

export const MAX_TAGS = 12
const TAG_MAX_LENGTH = 40

// Category tags that name a game: the game slug leads the list instead, and a feed's "League of Legends"
// category on a CS2 story must not tag it as LoL. (article-game.ts keeps its alias table private.)
const GAME_TAGS = new Set(
  (
    'cs2 cs csgo cs-go counter-strike counter-strike-2 lol league-of-legends dota dota2 dota-2 valorant apex ' +
    'apex-legends overwatch overwatch-2 ow2'
  ).split(' '),
)

// The story-type category tag (§3 known tags).
const STORY_TYPE_TAGS: Partial<Record<StoryType, string>> = {
  roster_change: 'roster-changes',
  game_update: 'game-update',
  tournament: 'tournament',
  general_guide: 'guide',
  champion_guide: 'guide',
  cosmetic_guide: 'guide',
}

function categoryTag(category: string): string {
  return slugify(normalizeTag(category)).slice(0, TAG_MAX_LENGTH).replace(/-+$/, '')
}

/**
 * Tags: the game slug first (cs2, lol, dota2, valorant) when there is one, then the feed categories as
 * slugs (empties, repeats and game names dropped), then the story-type tag; at most 12, and the story-type
 * tag keeps its place when the feed sends many categories.
 */
export function rewriteTags(game: RssGame, categories: readonly string[], type: StoryType): string[] {
  const gameSlug = rssGameSlug(game)
  const lead = gameSlug ? [gameSlug] : []
  const storyTag = STORY_TYPE_TAGS[type]
  const fromFeed: string[] = []
  for (const category of categories) {
    const tag = categoryTag(category)
    if (tag && !GAME_TAGS.has(tag) && !fromFeed.includes(tag)) fromFeed.push(tag)
  }
  const tail = storyTag && !fromFeed.includes(storyTag) ? [storyTag] : []
  return [...lead, ...fromFeed.slice(0, MAX_TAGS - lead.length - tail.length), ...tail]
}
