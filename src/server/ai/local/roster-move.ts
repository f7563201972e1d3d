import { gameDisplayName, isGameSlug } from '#shared/domain/games'
import { escapeHtml } from '../../text/html-text'
import { pick } from './random'

// The local engine's "Roster Move" story draft (issue #18): a short draft for the admin to review, written only
// from one roster change the sync saw. Every name and the date come from the facts; nothing is guessed (no fee,
// no contract length, no reason). Deterministic: the phrasing is seeded by the change id.

export interface RosterMoveFacts {
  /** The roster change's id: seeds the phrasing. */
  id: string
  game: string
  playerName: string
  fromTeam: string
  toTeam: string
  /** When the sync saw the change. */
  seenAt: Date
}

export interface RosterMoveDraft {
  title: string
  summary: string
  /** HTML paragraphs. */
  content: string
  tags: string[]
}

const TITLES = [
  (f: RosterMoveFacts) => `${f.playerName} moves from ${f.fromTeam} to ${f.toTeam}`,
  (f: RosterMoveFacts) => `${f.toTeam} add ${f.playerName} from ${f.fromTeam}`,
] as const

function day(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

export function draftRosterMoveLocally(facts: RosterMoveFacts): RosterMoveDraft {
  const game = isGameSlug(facts.game) ? gameDisplayName(facts.game) : facts.game
  const when = day(facts.seenAt)
  const title = pick(facts.id, 'title', TITLES)(facts)
  const summary = `${facts.playerName} is listed on the ${game} roster of ${facts.toTeam}, no longer on ${facts.fromTeam}, as of ${when}.`
  const paragraphs = [
    `${facts.playerName} has left ${facts.fromTeam} and now appears on the ${game} roster of ${facts.toTeam}. The change was seen in the team data on ${when}.`,
    `Neither side's terms are in our data; this draft states only the move itself. Check the teams' announcements before publishing.`,
  ]
  return {
    title,
    summary,
    content: paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n'),
    tags: [isGameSlug(facts.game) ? facts.game : 'esports', 'roster-changes'],
  }
}
