import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromRoot } from '../../root'
import { buildEsportsDataSet, type EsportsDataSet, type EsportsWireInput } from './map'
import { bundledTimeOffset, shiftTimes } from './map-rows'
import { BundledMetaSchema } from './schemas'

// The bundled esports data set (fixtures/pandascore): fictional records in PandaScore's wire format,
// written relative to meta.json's anchor. Loading moves every time by (now − anchor), in whole days, so
// the finished matches stay in the recent past and the scheduled ones in the coming weeks.

const FILES = {
  teams: 'teams.json',
  players: 'players.json',
  matches: 'matches.json',
  tournaments: 'tournaments.json',
  playerStats: 'player-stats.json',
} as const

function readJson(dir: string, file: string): unknown {
  const path = join(dir, file)
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read the bundled PandaScore file ${path}: ${(error as Error).message}`)
  }
}

function readArray(dir: string, file: string): unknown[] {
  const data = readJson(dir, file)
  if (!Array.isArray(data))
    throw new Error(`The bundled PandaScore file ${join(dir, file)} is not a JSON array`)
  return data
}

/** Per-tournament files: each holds [{tournament_id, <key>: …}] as PandaScore's /tournaments/{id}/<key> serves it. */
const DETAIL_FILES = {
  standings: 'standings.json',
  brackets: 'brackets.json',
  rosters: 'rosters.json',
} as const

/**
 * The tournaments' standings, brackets and rosters merged per tournament ({tournament_id, standings, brackets,
 * rosters}); a file the data set lacks gives nothing. Validated by the mapper, one tournament at a time.
 */
function readTournamentDetails(dir: string, read: (file: string) => unknown[]): unknown[] {
  const merged = new Map<unknown, Record<string, unknown>>()
  for (const [key, file] of Object.entries(DETAIL_FILES)) {
    if (!existsSync(join(dir, file))) continue
    for (const entry of read(file)) {
      const record = entry as Record<string, unknown> | null
      const id = record?.tournament_id
      merged.set(id, { ...merged.get(id), tournament_id: id, [key]: record?.[key] })
    }
  }
  return [...merged.values()]
}

/** The bundled records as PandaScore would serve them today (times moved to `now`), not yet validated. */
export function readBundledPandaScoreWire(
  dir = fromRoot('fixtures/pandascore'),
  now: Date = new Date(),
): EsportsWireInput {
  const meta = BundledMetaSchema.safeParse(readJson(dir, 'meta.json'))
  if (!meta.success) throw new Error(`The bundled PandaScore meta.json in ${dir} has no valid anchor time`)
  const offset = bundledTimeOffset(new Date(meta.data.anchor), now)
  const read = (file: string) => shiftTimes(readArray(dir, file), offset)
  return {
    teams: read(FILES.teams),
    players: read(FILES.players),
    matches: read(FILES.matches),
    tournaments: read(FILES.tournaments),
    playerStats: read(FILES.playerStats),
    tournamentDetails: readTournamentDetails(dir, read),
  }
}

/** Reads, validates and maps the bundled data set, with its times moved to today. */
export function loadBundledPandaScore(
  dir = fromRoot('fixtures/pandascore'),
  now: Date = new Date(),
): EsportsDataSet {
  return buildEsportsDataSet(readBundledPandaScoreWire(dir, now), { now })
}
