import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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

/** The bundled records as PandaScore would serve them today (times moved to `now`), not yet validated. */
export function readBundledPandaScoreWire(
  dir = 'fixtures/pandascore',
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
  }
}

/** Reads, validates and maps the bundled data set, with its times moved to today. */
export function loadBundledPandaScore(dir = 'fixtures/pandascore', now: Date = new Date()): EsportsDataSet {
  return buildEsportsDataSet(readBundledPandaScoreWire(dir, now), { now })
}
