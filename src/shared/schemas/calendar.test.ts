import { describe, expect, it } from 'vitest'
import { FOLLOW_LIMIT } from '../domain/follows'
import { FollowedCalendarQuerySchema } from './calendar'
import { FollowingQuerySchema } from './following'

const teamsOf = (teams?: string) => FollowedCalendarQuerySchema.parse({ teams }).teams

describe('the followed calendar query', () => {
  it('reads the refs GET /api/following reads, and drops the rest rather than refusing the address', () => {
    const address = 'cs2:cobalt-tide, lol:Bad Slug,fifa:x,garbage,cs2:,cs2:a:b,valorant:aurora-vanguard'
    expect(teamsOf(address)).toEqual([
      { game: 'cs2', slug: 'cobalt-tide' },
      { game: 'valorant', slug: 'aurora-vanguard' },
    ])
    expect(FollowingQuerySchema.parse({ teams: 'cs2:cobalt-tide,valorant:aurora-vanguard' }).teams).toEqual(
      teamsOf(address),
    )
    expect(teamsOf(undefined)).toEqual([])
  })

  it('keeps a slug once and at most as many teams as the follow list holds', () => {
    expect(teamsOf('cs2:a,lol:a,cs2:b')).toEqual([
      { game: 'cs2', slug: 'a' },
      { game: 'cs2', slug: 'b' },
    ])
    const many = Array.from({ length: FOLLOW_LIMIT + 5 }, (_, n) => `cs2:team-${n}`).join(',')
    expect(teamsOf(many)).toHaveLength(FOLLOW_LIMIT)
  })
})
