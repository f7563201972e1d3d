import { and, asc, desc, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { matches, matchTexts } from '../db/schema/index'

// match_texts: the AI preview and recap of a match (issue #14), one row per match and kind, with the match's
// modified_at it was written from. The match page reads them (match-reads.ts); the match-texts service chooses
// which matches need one and writes them here.

export type MatchTextKind = 'preview' | 'recap'

/** A match that needs a text of `kind`: none written yet, or written from data that has changed since. */
export interface MatchTextCandidate {
  matchId: string
  pandascoreId: number
  kind: MatchTextKind
  /** The match's modified_at when it was chosen: stored with the text as source_modified_at. */
  modifiedAt: Date | null
}

const candidateFields = {
  matchId: matches.id,
  pandascoreId: matches.pandascoreId,
  modifiedAt: matches.modifiedAt,
}

const text = alias(matchTexts, 'text')
const other = alias(matches, 'other')

/** The text row of `kind` for each match, when there is one. */
function joinText(kind: MatchTextKind): SQL {
  return and(eq(text.matchId, matches.id), eq(text.kind, kind))!
}

/** No text yet, or the match's modified_at moved since it was written. */
const noFreshText = or(
  sql`${text.matchId} is null`,
  sql`${text.sourceModifiedAt} is distinct from ${matches.modifiedAt}`,
)!

const bothSidesKnown = and(
  isNotNull(matches.team1PandascoreId),
  isNotNull(matches.team2PandascoreId),
  isNotNull(matches.team1Name),
  isNotNull(matches.team2Name),
)!

/**
 * A side finished another match after the preview was written: its form (and maybe the meetings) changed. One
 * bounded index read per side column (matches_team1_starts_idx, matches_team2_starts_idx).
 */
function sideFinishedSince(team: AnyPgColumn): SQL {
  const finishedAfter = (column: AnyPgColumn) =>
    sql`exists (select 1 from ${matches} as "other" where ${column} = ${team} and ${other.status} = 'finished'
      and ${other.startsAt} >= ${text.createdAt} - interval '2 days'
      and coalesce(${other.endAt}, ${other.startsAt}) > ${text.createdAt})`
  return or(finishedAfter(other.team1PandascoreId), finishedAfter(other.team2PandascoreId))!
}

/**
 * Upcoming matches with both sides known, starting in [from, until), soonest first, whose preview is missing,
 * older than the match's last change, or older than either side's last finished match.
 */
export async function listMatchesNeedingPreview(
  db: Db,
  window: { from: Date; until: Date; limit: number },
): Promise<MatchTextCandidate[]> {
  const rows = await db
    .select(candidateFields)
    .from(matches)
    .leftJoin(text, joinText('preview'))
    .where(
      and(
        eq(matches.status, 'not_started'),
        gte(matches.startsAt, window.from),
        lt(matches.startsAt, window.until),
        bothSidesKnown,
        or(
          noFreshText,
          sideFinishedSince(matches.team1PandascoreId),
          sideFinishedSince(matches.team2PandascoreId),
        ),
      ),
    )
    .orderBy(asc(matches.startsAt), asc(matches.pandascoreId))
    .limit(window.limit)
  return rows.map((row) => ({ ...row, kind: 'preview' }))
}

/**
 * Finished matches that started on or after `since`, with both sides known and a winner among them or a draw,
 * newest first, whose recap is missing or older than the match's last change.
 */
export async function listMatchesNeedingRecap(
  db: Db,
  window: { since: Date; limit: number },
): Promise<MatchTextCandidate[]> {
  const rows = await db
    .select(candidateFields)
    .from(matches)
    .leftJoin(text, joinText('recap'))
    .where(
      and(
        eq(matches.status, 'finished'),
        gte(matches.startsAt, window.since),
        bothSidesKnown,
        or(
          eq(matches.draw, true),
          eq(matches.winnerPandascoreId, matches.team1PandascoreId),
          eq(matches.winnerPandascoreId, matches.team2PandascoreId),
        ),
        noFreshText,
      ),
    )
    .orderBy(desc(matches.startsAt), desc(matches.pandascoreId))
    .limit(window.limit)
  return rows.map((row) => ({ ...row, kind: 'recap' }))
}

/** Stores a match's text of its kind, replacing the one before; `writtenAt` becomes its created_at. */
export async function saveMatchText(
  db: Db,
  row: {
    matchId: string
    kind: MatchTextKind
    content: string
    engine: string
    sourceModifiedAt: Date | null
    writtenAt: Date
  },
): Promise<void> {
  const values = {
    content: row.content,
    engine: row.engine,
    sourceModifiedAt: row.sourceModifiedAt,
    createdAt: row.writtenAt,
  }
  await db
    .insert(matchTexts)
    .values({ matchId: row.matchId, kind: row.kind, ...values })
    .onConflictDoUpdate({ target: [matchTexts.matchId, matchTexts.kind], set: values })
}
