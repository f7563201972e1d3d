// Roster changes between two syncs of the fake PandaScore (issue #18): a player moved from one team to another,
// dropped from a team, or added to one, kept consistent across what /teams (players[]) and /players
// (current_team) serve, as PandaScore's own data would be after a transfer. Each change bumps modified_at.

type WireRecord = Record<string, unknown>

export interface FakeRosters {
  /** The player leaves their team's roster and joins `teamId`'s. */
  move(playerId: number, teamId: number): void
  /** The player leaves their team's roster; `/players` still serves them, with no current team. */
  drop(playerId: number): void
  /** A new player (id, name) on `teamId`'s roster. */
  add(teamId: number, player: { id: number; name: string }): void
  /** A player on a team's roster, by team id (for a test that needs names). */
  roster(teamId: number): { id: number; name: string }[]
}

const TEAM_REF_FIELDS = [
  'id',
  'name',
  'slug',
  'acronym',
  'location',
  'image_url',
  'dark_mode_image_url',
  'modified_at',
]

export function createFakeRosters(
  data: { teams: WireRecord[]; players: WireRecord[] },
  now: Date,
): FakeRosters {
  const stamp = () => now.toISOString().replace('.000Z', 'Z')
  const team = (id: number) => {
    const found = data.teams.find((record) => record.id === id)
    if (!found) throw new Error(`the fake has no team ${id}`)
    return found
  }
  const members = (record: WireRecord) => (record.players ?? []) as WireRecord[]
  const player = (id: number) => data.players.find((record) => record.id === id)
  const teamRef = (record: WireRecord) =>
    Object.fromEntries(TEAM_REF_FIELDS.map((field) => [field, record[field] ?? null]))
  const member = (record: WireRecord) => {
    const { current_team: _team, current_videogame: _game, ...rest } = record
    return rest
  }
  /** Takes the player off every roster; their record (as a roster member) or undefined. */
  const takeOff = (id: number): WireRecord | undefined => {
    let found: WireRecord | undefined
    for (const record of data.teams) {
      const list = members(record)
      const at = list.findIndex((m) => m.id === id)
      if (at < 0) continue
      found = list[at]
      record.players = list.filter((m) => m.id !== id)
      record.modified_at = stamp()
    }
    return found
  }
  const putOn = (teamId: number, entry: WireRecord) => {
    const target = team(teamId)
    target.players = [...members(target), entry]
    target.modified_at = stamp()
    const stored = player(Number(entry.id))
    const record: WireRecord = { ...(stored ?? entry), current_team: teamRef(target), modified_at: stamp() }
    if (!record.current_videogame) record.current_videogame = target.current_videogame
    if (stored) Object.assign(stored, record)
    else data.players.push(record)
  }
  return {
    move(playerId, teamId) {
      const entry = takeOff(playerId) ?? member(player(playerId) ?? {})
      putOn(teamId, { ...entry, modified_at: stamp() })
    },
    drop(playerId) {
      takeOff(playerId)
      const stored = player(playerId)
      if (stored) Object.assign(stored, { current_team: null, modified_at: stamp() })
    },
    add(teamId, { id, name }) {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      putOn(teamId, {
        id,
        name,
        slug,
        first_name: null,
        last_name: null,
        nationality: null,
        role: null,
        active: true,
        image_url: null,
        modified_at: stamp(),
      })
    },
    roster: (teamId) => members(team(teamId)).map((m) => ({ id: Number(m.id), name: String(m.name) })),
  }
}
