import { stripHtml } from './html-text'

// Spoiler-free mode hides news text that states a match or tournament result. Text is flagged
// when it carries a scoreline, or a result word aimed at a named opponent or a prize ("beat Cobalt Tide",
// "lift the trophy"). Text that only touches results in passing is left alone: previews ("can they beat…",
// "favourites to win…"), stats ("win rate"), rosters ("signs", "joins"), patches (7.37), dates and times.
// A false positive only puts a story behind a "Show" button; a false negative spoils a result.

/** "beat" → "[Bb]eat". */
function eitherCase(word: string): string {
  const first = word[0]!
  return first.toUpperCase() === first ? word : `[${first.toUpperCase()}${first}]${word.slice(1)}`
}

/**
 * An alternation of comma-separated words and phrases, each word matching with its first letter in either case
 * (sentence starts and Title Case headlines: "beat", "Beat", "How To"). The patterns are case-sensitive
 * otherwise, so that "\p{Lu}" can ask for the capital of a name: with the `i` flag it would match any letter.
 */
function words(list: string): string {
  return list
    .split(',')
    .map((phrase) => phrase.trim().split(/\s+/).map(eitherCase).join('\\s+'))
    .join('|')
}

/** Not inside another word. */
const START = '(?<![\\p{L}\\p{N}])'
const END = '(?![\\p{L}\\p{N}])'
/** A team, player or event name: it starts with a capital ("beat the Wolves", "beat Cobalt Tide"). */
const NAME = '(?:the\\s+)?\\p{Lu}'
/** Up to five words of a name or its article before a prize: "the Summit Rift Championship trophy". */
const NAME_WORDS =
  "(?:(?:[Tt]he|[Aa]n?|[Tt]heir|[Ii]ts|[Hh]is|[Hh]er|back-to-back|\\p{Lu}[\\p{L}\\p{N}'’.&-]*|\\p{N}+)\\s+){0,5}"
/** A word that turns what follows into a wish or a question, not a result: "can beat", "look to win". */
const NOT_AFTER = `(?<!${START}(?:${words(
  "can, could, will, would, may, might, must, should, shall, cannot, can’t, can't, won’t, won't, how to, aim to, aims to, look to, looks to, looking to, hope to, hopes to, hoping to, need to, needs to, try to, tries to, trying to, bid to, bids to, plan to, set to, seek to, want to, wants to, chance to, favourites to, favorites to, favourite to, favorite to, tipped to, expected to, poised to, ready to",
)})\\s+)`

/** After a prize word: the event's week, venue or tickets, not the match ("reaches its final week"). */
const NOT_AN_EVENT = `(?!\\s+(?:${words('week, weeks, weekend, weekends, day, days, venue, venues, ticket, tickets, format, schedule, draw, date, dates, preview, countdown, pool')})${END})`

interface ResultPattern {
  pattern: RegExp
  /** A hit that is not a result after all (a date range, a time, a price, a patch number). */
  unless?: (before: string, after: string, hit: string) => boolean
}

const MONTH =
  '(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)'
const RANGE_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${MONTH}|patch|version|v|ages?|aged|days?|weeks?|months?|years?|seasons?|splits?|rounds?|stages?|groups?|matchdays?|chapters?|episodes?|pages?|between|from|top|tier|level)\\.?\\s*$`,
  'iu',
)
const RANGE_AFTER = new RegExp(
  `^\\s*(?:${MONTH}|teams?|players?|people|fans?|days?|weeks?|months?|years?|year-olds?|yrs?|hours?|hrs?|minutes?|mins?|seconds?|secs?|million|billion|bn|thousand|hundred|k|m|percent|per\\s+cent|places?|seeds?|spots?|slots?|gb|mb|ms|fps|hz|tick|stretched|aspect|ratio|resolution|res|am|pm|a\\.m\\.|p\\.m\\.|euros?|dollars?|pounds?|usd|eur|gbp)(?![\\p{L}])`,
  'iu',
)
const TIME_BEFORE =
  /(?:^|[^\p{L}])(?:at|from|until|till|by|before|after|around|kicks?\s+off|starts?|begins?)\s*$/iu
const TIME_AFTER =
  /^\s*(?:am|pm|a\.m\.|p\.m\.|utc|gmt|cet|cest|bst|est|edt|pst|pdt|kst|jst|aest|local|h)(?![\p{L}])/iu

/** The table: each pattern says why it exists. */
const RESULT_PATTERNS: readonly ResultPattern[] = [
  // A scoreline: "2-1", "16–12 on Mirage", "13:7". Not a date range ("Nov 20-22"), a time ("15:00"), a patch
  // ("7.37", "26.23"), a price ("$25-40"), a span ("24-hour", "2-3 weeks") or a part of a longer number.
  {
    pattern: /(?<![\p{L}\p{N}$€£¥#/.,:\-–—])(\d{1,2}) ?[-–—:] ?(\d{1,2})(?![\p{L}\p{N}%/]|[.,:\-–—]\p{N})/gu,
    unless: (before, after, hit) => {
      if (RANGE_BEFORE.test(before) || RANGE_AFTER.test(after)) return true
      if (!hit.includes(':')) return false
      const minutes = hit.split(':')[1]!.trim()
      return ['00', '15', '30', '45'].includes(minutes) || TIME_BEFORE.test(before) || TIME_AFTER.test(after)
    },
  },
  // A result verb aimed at a named opponent: "Solar Flare beat Nightjar", "Kestrel Row stun Northwind Wolves",
  // and the local engine's rewrite words ("Crushes", "Stuns", "Shocks").
  {
    pattern: new RegExp(
      `${NOT_AFTER}${START}(?:${words(
        'beat, beats, beaten, defeat, defeats, defeated, edged, outlast, outlasts, outlasted, sweep, sweeps, swept, upset, upsets, stun, stuns, stunned, shock, shocks, shocked, crush, crushes, crushed, rout, routs, routed, thrash, thrashes, thrashed, topple, topples, toppled, dethrone, dethrones, dethroned, downs, downed, oust, ousts, ousted, overcome, overcomes, overcame, outclass, outclasses, outclassed, dominate, dominates, dominated, dismantle, dismantles, dismantled, eliminate, eliminates, humble, humbles, humbled, knock out, knocks out',
      )})\\s+${NAME}|(?<=\\p{Lu}[\\p{L}\\p{N}'’.-]*\\s)(?:down|edge|edges)\\s+${NAME}`,
      'gu',
    ),
  },
  // The loser's side: "eliminated from", "beaten by", "knocked out of", "crash out", "bow out", "sent home",
  // "fall to Solar Flare", "a playoff exit".
  {
    pattern: new RegExp(
      `${START}(?:${words('eliminated, elimination from, knocked out, sent home, sent packing')})${END}|${START}(?:${words(
        'beaten, defeated, swept',
      )})\\s+(?:by|in|at|from)${END}|${START}(?:${words(
        'upset, stunned, shocked, edged, crushed, ousted, dethroned, routed, humbled, outclassed',
      )})\\s+by\\s+${NAME}|${START}(?:${words('crash, crashes, crashed, bow, bows, bowed, dumped')})\\s+out${END}`,
      'gu',
    ),
  },
  {
    pattern: new RegExp(
      `${NOT_AFTER}${START}(?:${words(
        'lose, loses, lost, losing, fall, falls, fell, slip, slips, slipped, succumb, succumbs, succumbed, bow, bows, bowed',
      )})\\s+to\\s+${NAME}`,
      'gu',
    ),
  },
  {
    pattern: new RegExp(
      `${START}(?:${words(
        'playoff, playoffs, group, group-stage, group stage, early, first-round, second-round, opening-round, quarterfinal, quarter-final, semifinal, semi-final, shock, surprise, premature',
      )})\\s+exit${END}`,
      'gu',
    ),
  },
  // Taking (or losing) a prize or a series: "lift the trophy", "won the grand final", "claim the title",
  // "lost the decider", "take the Frostline Masters crown".
  {
    pattern: new RegExp(
      `${NOT_AFTER}${START}(?:${words(
        'win, wins, won, winning, lose, loses, lost, losing, clinch, clinches, clinched, claim, claims, claimed, lift, lifts, lifted, raise, raises, raised, hoist, hoists, hoisted, capture, captures, captured, retain, retains, retained, defend, defends, defended, take, takes, took',
      )})\\s+${NAME_WORDS}(?:${words(
        'title, titles, trophy, trophies, crown, championship, cup, grand final, final, finals, major, series, decider, opener, map, maps',
      )})${END}${NOT_AN_EVENT}`,
      'gu',
    ),
  },
  // Winning a named event or award: "Highland Embers win the Riverbend Dota League", "wins MVP". Not "win rate".
  {
    pattern: new RegExp(
      `${NOT_AFTER}${START}(?:${words('win, wins, won')})\\s+(?!(?:the\\s+)?(?:${words('rate, rates, condition, conditions, streak')})${END})${NAME}`,
      'gu',
    ),
  },
  // Champions: "crowned", "become champions", "back-to-back champions", "runners-up". Not "VCT Champions" or
  // "the likely runners-up".
  {
    pattern: new RegExp(
      `${NOT_AFTER}(?<!${START}(?:${words('likely, possible, probable, projected, predicted, expected, tipped')})\\s+)${START}(?:${words('crowned, runner-up, runners-up')})${END}|${NOT_AFTER}${START}(?:${words(
        'become, becomes, became, new, back-to-back, repeat, first-time, maiden, deserved, worthy, undisputed',
      )})\\s+(?:the\\s+)?(?:new\\s+)?${NAME_WORDS}(?:${words('champion, champions, winner, winners')})(?![\\p{L}\\p{N}-])`,
      'gu',
    ),
  },
  // Going through: "reach the Longship Masters CS2 playoffs", "book their ticket", "clinch a berth",
  // "qualify for Worlds", and a bare "Copperline and Moonwake Collective advance" or "Glasshouse qualify after…".
  {
    pattern: new RegExp(
      `${NOT_AFTER}${START}(?:${words(
        'advance, advances, advanced, progress, progresses, progressed, qualify, qualifies, qualified, reach, reaches, reached, book, books, booked, punch, punches, punched, clinch, clinches, clinched, seal, seals, sealed, secure, secures, secured, earn, earns, earned, grab, grabs, grabbed, lock in, locks in, locked in',
      )})\\s+(?:(?:to|into|for|from|through|past|a|an|the|their|its|his|her|spot|place|berth|ticket|\\p{Lu}[\\p{L}\\p{N}'’.&-]*|\\p{N}+)\\s+){0,6}?(?:${words(
        'final, finals, grand final, semifinal, semifinals, semi-final, semi-finals, quarterfinal, quarterfinals, quarter-final, quarter-finals, playoff, playoffs, knockout, knockouts, main event, upper bracket, lower bracket, berth, spot, ticket, slot, next round, group stage',
      )})${END}${NOT_AN_EVENT}|${NOT_AFTER}${START}(?:${words(
        'qualify, qualifies, qualified, advance, advances, advanced, progress, progresses, progressed',
      )})\\s+(?:to|for|into|from|past|through)\\s+${NAME}|(?<![Ii]n\\s+)${START}(?:${words(
        'advance, advances, advanced, progress, progresses, progressed, qualify, qualifies, qualified',
      )})(?=\\s*(?:$|[.,;:!?)—–]|\\s-\\s)|\\s+(?:after|with|as|despite|thanks|on|via|in)${END})`,
      'gu',
    ),
  },
  // Wins and losses as nouns: "a 13-minute win", "their first victory", "win over Nightjar", "loss to Kestrel Row",
  // "a huge upset", "a reverse sweep", "win streak", "unbeaten", "without dropping a game". Not "win rate".
  {
    pattern: new RegExp(
      `${START}(?:${words('victory, victories, victorious, triumph, triumphs, triumphed, unbeaten, undefeated')})${END}|${START}(?:${words(
        'win, wins, victory, loss, losses, defeat',
      )})\\s+(?:over|against|to|versus|vs\\.?)\\s+${NAME}|${START}(?:${words(
        'a, an, their, his, her, its, first, maiden, second, third, dominant, narrow, comfortable, convincing, clean, flawless, easy, stunning, shock, surprise, crucial, big, huge, commanding, statement, comeback, decisive, emphatic, hard-fought, heavy, crushing, painful, bitter',
      )}|\\p{N}+-[\\p{L}]+)\\s+(?:${words('win, loss, upset, sweep')})(?![\\p{L}\\p{N}-])(?!\\s+(?:rate|rates|condition|conditions)${END})|${START}(?:${words(
        'reverse sweep, clean sweep, win streak, winning streak, losing streak, unbeaten run, winning run, without dropping a map, without dropping a game, without dropping a series, without losing a map, without losing a game',
      )})${END}`,
      'gu',
    ),
  },
  // Standings: "top their group", "finish second", "placed third".
  {
    pattern: new RegExp(
      `${START}(?:${words('top, tops, topped')})\\s+(?:the|their|its)\\s+(?:[\\p{L}\\p{N}'’.-]+\\s+){0,5}?(?:${words('group, groups, standings, table')})${END}|${START}(?:${words(
        'finish, finishes, finished, placed, end, ends, ended',
      )})\\s+(?:the\\s+\\p{L}+\\s+in\\s+)?(?:${words('first, second, third, fourth, last, top, bottom')}|\\p{N}+(?:st|nd|rd|th))${END}`,
      'gu',
    ),
  },
]

/** A question ("Can Northwind Wolves beat Kestrel Row?", "Who will win the Major?") states no result. */
const QUESTION = new RegExp(
  `^(?:${words('can, could, will, would, who, which, what, how, should, do, does, did, is, are, why, when')})${END}[^]*\\?$`,
  'u',
)

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?]["”’)]?)\s+/u)
}

/** Whether the text (a headline, a summary or an article's plain text) states a match or tournament result. */
export function revealsResult(text: string): boolean {
  for (const sentence of sentences(text.replace(/\s+/g, ' ').trim())) {
    if (!sentence || QUESTION.test(sentence)) continue
    for (const { pattern, unless } of RESULT_PATTERNS) {
      for (const match of sentence.matchAll(pattern)) {
        const before = sentence.slice(0, match.index)
        const after = sentence.slice(match.index + match[0].length)
        if (!unless?.(before, after, match[0])) return true
      }
    }
  }
  return false
}

interface StoryText {
  title: string
  /** The rest as HTML or plain text: summary, insights, body. */
  summary?: string | null
  insights?: string | null
  content?: string | null
}

/** What spoiler-free mode hides of a news story (the API sends it with every article as `spoilers`). */
export interface StorySpoilers {
  /** The headline states a result. */
  headline: boolean
  /** The headline, summary or insights do: a news card hides its summary and insights. */
  summary: boolean
  /** Any of the story does, its body included: the article page hides its text. */
  text: boolean
}

/**
 * What spoiler-free mode hides of a news story: the headline when it states a result, and the rest of its text
 * when any of it does or the headline does (a story headlined with a result retells it).
 */
export function storySpoilers(story: StoryText): StorySpoilers {
  const reveals = (part: string | null | undefined) => !!part && revealsResult(stripHtml(part))
  const headline = revealsResult(story.title)
  const summary = headline || reveals(story.summary) || reveals(story.insights)
  return { headline, summary, text: summary || reveals(story.content) }
}
