import { gameFallbackName, gameLongName, isGameSlug } from '#shared/domain/games'
import { faqDate, faqTime } from '#server/ai/local/team-faq'

// The sentences the chat's facts are made of (../lookups.ts turns rows into these), one file per subject: teams,
// matches, players, articles, tournaments. Pure: each function writes one complete, self-contained sentence from
// plain data, with nothing the data does not say. Dates are in UTC with the month's name ("November 23, 2026 at
// 15:00 UTC"), as on the team pages' FAQ. This file holds the words they share.

/** "November 23, 2026 at 15:00 UTC". */
export function dateTimeText(date: Date): string {
  return `${faqDate(date)} at ${faqTime(date)}`
}

/** "November 23, 2026". */
export function dateText(date: Date): string {
  return faqDate(date)
}

/** The game's full name: "Counter-Strike 2", "League of Legends", "Dota 2", "Valorant". */
export function gameName(game: string | null | undefined): string {
  return game && isGameSlug(game) ? gameLongName(game) : gameFallbackName(game)
}

export function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

/** "The site has no coach information for Jade Meridian." */
export function notStoredText(topic: string, name: string): string {
  return `The site has no ${topic} information for ${name}.`
}
