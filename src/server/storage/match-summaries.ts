import { eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { events, matches, teams, tournaments } from '../db/schema/index'

// A match summary as every list of matches reads it (the matches page's sections, a match page, an event's
// schedule, a team's form, the chat's meetings): the match, its stage and event, and the team pages of its sides.
// Its own module so that the match page's and the event page's reads (match-reads.ts, event-reads.ts) can both
// hold summaries in their one statement.

export const team1Page = alias(teams, 'team1_page')
export const team2Page = alias(teams, 'team2_page')

/**
 * What a row of a list of matches needs to become a summary (`toMatchSummary`): the matches page's sections, the
 * following page's and the chat's lists read only these, in the order the rows list them.
 */
export const listFields = {
  pandascoreId: matches.pandascoreId,
  slug: matches.slug,
  game: matches.game,
  name: matches.name,
  status: matches.status,
  startsAt: matches.startsAt,
  scheduledAt: matches.scheduledAt,
  beginAt: matches.beginAt,
  endAt: matches.endAt,
  originalScheduledAt: matches.originalScheduledAt,
  rescheduled: matches.rescheduled,
  matchType: matches.matchType,
  numberOfGames: matches.numberOfGames,
  team1PandascoreId: matches.team1PandascoreId,
  team1Name: matches.team1Name,
  team1Acronym: matches.team1Acronym,
  team1ImageUrl: matches.team1ImageUrl,
  team1Score: matches.team1Score,
  team2PandascoreId: matches.team2PandascoreId,
  team2Name: matches.team2Name,
  team2Acronym: matches.team2Acronym,
  team2ImageUrl: matches.team2ImageUrl,
  team2Score: matches.team2Score,
  winnerPandascoreId: matches.winnerPandascoreId,
  forfeit: matches.forfeit,
  draw: matches.draw,
  tournament: { name: tournaments.name, stageName: tournaments.stageName, tier: tournaments.tier },
  event: { name: events.name, slug: events.slug, game: events.game },
  team1Page: { slug: team1Page.slug, game: team1Page.currentVideogame },
  team2Page: { slug: team2Page.slug, game: team2Page.currentVideogame },
}

/**
 * The fields of a summary: a list row's, and what an event's brackets, a match page and the chat's meetings use
 * besides (bracket links, the stage and event ids, the ids of the sides' team pages for their news); the match
 * page's own statement adds its streams.
 */
export const summaryFields = {
  ...listFields,
  previousMatches: matches.previousMatches,
  tournamentId: matches.tournamentId,
  eventId: matches.eventId,
  team1Page: { id: team1Page.id, slug: team1Page.slug, game: team1Page.currentVideogame },
  team2Page: { id: team2Page.id, slug: team2Page.slug, game: team2Page.currentVideogame },
}

/** How a summary's joins meet the match (the match page's read joins the same). */
export const JOINS = {
  tournament: eq(tournaments.id, matches.tournamentId),
  event: eq(events.id, matches.eventId),
  team1Page: eq(team1Page.pandascoreId, matches.team1PandascoreId),
  team2Page: eq(team2Page.pandascoreId, matches.team2PandascoreId),
}

export type MatchSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number]
export type StageMatchRow = Awaited<ReturnType<typeof selectStageMatches>>[number]
export type MatchListRow = Awaited<ReturnType<typeof selectListRows>>[number]

/** Summaries of the matches `where` selects, with their joins; the caller orders and limits. */
export function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryFields)
    .from(matches)
    .leftJoin(tournaments, JOINS.tournament)
    .leftJoin(events, JOINS.event)
    .leftJoin(team1Page, JOINS.team1Page)
    .leftJoin(team2Page, JOINS.team2Page)
    .where(where)
    .$dynamic()
}

/**
 * A list's rows (`listFields`) of the matches `where` selects, with the same joins (drizzle's types do not follow
 * joins made in a function generic over the fields, so the chain is written twice); the caller orders and limits.
 */
export function selectListRows(db: Db, where: SQL | undefined) {
  return db
    .select(listFields)
    .from(matches)
    .leftJoin(tournaments, JOINS.tournament)
    .leftJoin(events, JOINS.event)
    .leftJoin(team1Page, JOINS.team1Page)
    .leftJoin(team2Page, JOINS.team2Page)
    .where(where)
    .$dynamic()
}

const { tournament: _tournament, event: _event, ...stageMatchFields } = summaryFields

/**
 * Summaries of matches of stages the caller already holds (an event page's): the fields of `selectSummaries`
 * without the stage and event, which the caller adds from its own rows (`inStage`), so no row joins them again.
 * The chain is written out for drizzle's types, as `selectListRows`'s is.
 */
export function selectStageMatches(db: Db, where: SQL | undefined) {
  return db
    .select(stageMatchFields)
    .from(matches)
    .leftJoin(team1Page, JOINS.team1Page)
    .leftJoin(team2Page, JOINS.team2Page)
    .where(where)
    .$dynamic()
}

/** A stage's match as a summary row, given its stage and event (set in place: the row is the statement's own). */
export function inStage(
  row: StageMatchRow,
  stage: MatchSummaryRow['tournament'],
  event: MatchSummaryRow['event'],
): MatchSummaryRow {
  const summary = row as MatchSummaryRow
  summary.tournament = stage
  summary.event = event
  return summary
}
