import { describe, expect, it } from 'vitest'
import { useDemoChat } from '../../../../tests/support/demo-chat'
import { HOME_QUESTION_CARDS, HOME_SUGGESTIONS } from '#shared/domain/home-questions'

// The questions a fan asks first, naming no team: the day's matches, the events coming up or just finished, the teams
// in form, the players' ranking, and every question the home page itself suggests, answered by the chat service with
// the local engine over the demo data.

const DONT_HAVE = /don't have anything about that/

describe('the chat answering questions about a game as a whole', () => {
  // Mid-afternoon UTC, so "today" still has matches to come.
  const now = new Date(Date.UTC(2026, 10, 28, 14, 0))
  const site = 'https://bo5.example'
  const ask = useDemoChat(now)

  it("lists the day's matches of the game asked, live first, each citing its page after the game's schedule", async () => {
    const answer = await ask('which cs2 matches are on today?')
    expect(answer.response).toMatch(
      /^\d+ Counter-Strike 2 match(es)? (is|are) on today \(until midnight UTC\)/,
    )
    expect(answer.citations[0]).toBe(`${site}/cs2/matches`)
    expect(answer.citations.slice(1).every((url) => url.startsWith(`${site}/cs2/matches/`))).toBe(true)
    expect(answer.citations.length).toBeGreaterThan(1)
  })

  it('names the events coming up, tier 1 first, and the winner of the one that finished last', async () => {
    const coming = await ask('which dota 2 events are coming up?')
    expect(coming.response).toMatch(/^Coming up in Dota 2: Monolith Invitational Winter 2026/)
    expect(coming.citations).toContain(`${site}/dota2/events/monolith-invitational-winter-2026-9400010`)
    const finished = await ask('Who won the last Counter-Strike 2 tournament?')
    expect(finished.response).toContain('Longship Masters Autumn 2026 (Counter-Strike 2) ended on')
    expect(finished.response).toContain('Cobalt Tide won it')
    expect(finished.citations).toContain(`${site}/cs2/events/longship-masters-autumn-2026-9400001`)
  })

  it('ranks the teams in form by their last five results, not by their rating', async () => {
    const answer = await ask('which lol teams are in the best form?')
    expect(answer.response).toMatch(
      /^By their last five results, the League of Legends teams in the best form: /,
    )
    const [first] = answer.citations
    expect(first).toMatch(new RegExp(`^${site}/lol/teams/`))
  })

  it('lists the roster changes the syncs saw, newest first, citing the transfers page and each player', async () => {
    const answer = await ask('any dota 2 roster changes lately?')
    expect(answer.response).toMatch(/^The latest roster changes we saw in Dota 2, newest first\. /)
    expect(answer.response).toContain('kilnshade moved from Coral Monsoon to Obsidian Heron')
    expect(answer.citations[0]).toBe(`${site}/dota2/transfers`)
    expect(answer.citations).toContain(`${site}/dota2/players/kilnshade`)
  })

  it("lists a team's roster changes when one is named, citing its page (its roster history)", async () => {
    const answer = await ask('any roster changes at kestrel nine?')
    expect(answer.response).toMatch(
      /^The roster changes we saw at Kestrel Nine, newest first\. umberpike joined Kestrel Nine/,
    )
    expect(answer.citations.slice(0, 2)).toEqual([
      `${site}/valorant/teams/kestrel-nine`,
      `${site}/valorant/players/umberpike`,
    ])
  })

  it("answers a players' ranking with players, not teams", async () => {
    const answer = await ask('Valorant player rankings')
    expect(answer.response).toMatch(/among Valorant players here/)
    expect(answer.citations[0]).toMatch(new RegExp(`^${site}/valorant/players/`))
  })

  it('answers every question the home page suggests from a page of the site', async () => {
    const suggested = [
      ...HOME_QUESTION_CARDS.map((card) => card.question),
      ...HOME_SUGGESTIONS.filter((chip) => !/World Championship/.test(chip.label)).map(
        (chip) => chip.question,
      ),
    ]
    for (const question of suggested) {
      const answer = await ask(question)
      expect(answer.response, question).not.toMatch(DONT_HAVE)
      expect(answer.citations.length, question).toBeGreaterThan(0)
    }
    // The demo has no World Championship: said plainly, nothing invented.
    const worlds = await ask(HOME_SUGGESTIONS[1].question)
    expect(worlds.citations).toEqual([])
    expect(worlds.response).toMatch(DONT_HAVE)
  })
})
