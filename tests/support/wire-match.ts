// A PandaScore match record (wire format) of a small cup a test serves through the fake PandaScore besides the
// bundled data: the fields every record carries, filled for CS2, with the test's own changes over them.

type Wire = Record<string, unknown>

const CSGO = { id: 3, name: 'Counter-Strike', slug: 'cs-go' }
const CS2 = { id: 13, name: 'Counter-Strike 2', slug: 'cs-2', videogame_id: 3 }

export interface WireCup {
  league: { id: number } & Wire
  serie: { id: number } & Wire
  tournament: { id: number } & Wire
  /** The two teams, as `opponents` lists them. */
  sides: readonly [Side, Side]
}

type Side = { id: number } & Wire

/**
 * The Saltwind Open 2026 playoffs (league 9380001, serie 9480001, tournament 9580001), B tier, online, from 72 hours
 * before `iso(0)` to 72 after, between two sides.
 */
export function saltwindCup(iso: (offsetHours: number) => string, sides: readonly [Side, Side]) {
  const league = { id: 9380001, name: 'Saltwind', slug: 'saltwind', image_url: null, modified_at: iso(-500) }
  const serie = {
    id: 9480001,
    name: 'Open',
    full_name: 'Open 2026',
    year: 2026,
    begin_at: iso(-72),
    end_at: iso(72),
    winner_id: null,
    winner_type: 'Team',
    modified_at: iso(-100),
  }
  const tournament = {
    id: 9580001,
    name: 'Playoffs',
    slug: 'saltwind-open-2026-playoffs',
    tier: 'b',
    begin_at: iso(-72),
    end_at: iso(72),
    league_id: league.id,
    serie_id: serie.id,
    has_bracket: false,
    live_supported: false,
    prizepool: '10,000 United States Dollar',
    region: 'WEU',
    country: null,
    type: 'online',
    winner_id: null,
    winner_type: 'Team',
    modified_at: iso(-48),
  }
  return { league, serie, tournament, sides } satisfies WireCup
}

/** The cup's tournament record as /tournaments serves it. */
export function wireTournament(cup: WireCup): Wire {
  return { ...cup.tournament, league: cup.league, serie: cup.serie, videogame: CSGO, videogame_title: CS2 }
}

/** A best-of-3 between the cup's sides, 0-0, at `at` (ISO): change what the test needs in `over`. */
export function wireMatch(cup: WireCup, id: number, at: string, over: Wire): Wire {
  return {
    id,
    name: `Match ${id}`,
    slug: null,
    status: 'not_started',
    match_type: 'best_of',
    number_of_games: 3,
    scheduled_at: at,
    begin_at: at,
    end_at: null,
    original_scheduled_at: at,
    rescheduled: false,
    modified_at: at,
    draw: false,
    forfeit: false,
    winner_id: null,
    winner_type: 'Team',
    winner: null,
    opponents: cup.sides.map((opponent) => ({ type: 'Team', opponent })),
    results: cup.sides.map((side) => ({ team_id: side.id, score: 0 })),
    games: [],
    streams_list: [],
    league: cup.league,
    league_id: cup.league.id,
    serie: cup.serie,
    serie_id: cup.serie.id,
    tournament: cup.tournament,
    tournament_id: cup.tournament.id,
    videogame: CSGO,
    videogame_title: CS2,
    ...over,
  }
}
