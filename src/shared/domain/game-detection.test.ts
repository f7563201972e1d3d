import { describe, expect, it } from 'vitest'
import {
  FALLBACK_GAME_KEYS,
  GAME_KEYWORD_GROUPS,
  detectArticleGame,
  detectGameByKeywordGroups,
  detectRssGame,
  detectStoryGame,
  gameEvidenceScores,
  rssGameSlug,
} from './game-detection'

describe('detectStoryGame: the strongest evidence names the game', () => {
  it.each([
    ['ESL One Bangkok: Falcons beat Tundra', 'dota2'],
    ['PGL Wallachia Season 3 invites', 'dota2'],
    ['BLAST Slam final preview', 'dota2'],
    ['Riyadh Masters prize pool', 'dota2'],
    ['ESL Pro League groups', 'cs2'],
    ['PGL Major Copenhagen', 'cs2'],
    ['BLAST Premier Fall Final', 'cs2'],
    ['Masters Toronto playoffs', 'valorant'],
    ['LCK finals in Seoul', 'lol'],
  ])('"%s" → %s', (title, game) => {
    expect(detectStoryGame({ title })).toBe(game)
  })

  it('lets a longer name consume the organiser word inside it', () => {
    expect(gameEvidenceScores({ title: 'ESL One Birmingham' }).cs2).toBe(0)
    expect(gameEvidenceScores({ title: 'Riyadh Masters' }).valorant).toBe(0)
    // A bare organiser name is weak CS2 evidence, which a Dota 2 word in the story outweighs.
    expect(detectStoryGame({ title: 'ESL announces new dates' })).toBe('cs2')
    expect(
      detectStoryGame({ title: 'ESL announces new dates', body: 'Twelve Dota 2 teams are invited.' }),
    ).toBe('dota2')
  })

  it('counts title words twice as much as the body', () => {
    expect(detectStoryGame({ title: 'IEM Cologne recap', body: 'The LCK stars watched from home.' })).toBe(
      'cs2',
    )
    expect(detectStoryGame({ title: 'LCK recap', body: 'IEM Cologne ran the same weekend.' })).toBe('lol')
  })

  it('takes the game a story is filed under as weak evidence only', () => {
    expect(detectStoryGame({ title: 'Roster news', filedUnder: 'Dota 2' })).toBe('dota2')
    expect(detectStoryGame({ title: 'Major qualifier opens', filedUnder: 'Dota 2' })).toBe('dota2')
    expect(detectStoryGame({ title: 'LCK roster news', filedUnder: 'CS2' })).toBe('lol')
  })

  it('reads HTML as its text, not its links', () => {
    expect(
      detectStoryGame({ title: 'News', body: '<a href="https://blast.tv/cs2">Read on</a>' }),
    ).toBeUndefined()
  })

  it('matches handles that are everyday words only as the handle is written', () => {
    expect(detectStoryGame({ title: 'OG sign a new carry' })).toBe('dota2')
    expect(detectStoryGame({ title: 'An og fan favourite' })).toBeUndefined()
    expect(detectStoryGame({ title: 'Tesla TES partnership' })).toBe('lol')
    expect(detectStoryGame({ title: 'TESLA sponsors a team' })).toBeUndefined()
  })

  it('finds no game in a story that names none', () => {
    expect(detectStoryGame({ title: 'Esports World Cup prize pool announced' })).toBeUndefined()
  })
})

describe('detectArticleGame (§2.8)', () => {
  it.each([
    ['Apex patch notes', 'apex'],
    ['VALORANT agent tier list', 'valorant'],
    ['VCT Pacific preview', 'valorant'],
    ['CS2 update lands', 'cs2'],
    ['Counter-Strike legends return', 'cs2'],
    ['BLAST Premier groups drawn', 'cs2'],
    ['IEM Katowice day one', 'cs2'],
    ['ESL Pro League season opens', 'cs2'],
    ['PGL Major Copenhagen', 'cs2'],
    ['LoL patch 14.2', 'lol'],
    ['LEC Winter finals', 'lol'],
    ['LCS returns', 'lol'],
    ['Dota2 7.36 analysis', 'dota2'],
    ['The International qualifiers', 'dota2'],
  ])('"%s" → %s', (title, key) => {
    expect(detectArticleGame({ title, content: '', game: 'Esports' })).toBe(key)
  })

  it('looks in the content as well as the title', () => {
    expect(
      detectArticleGame({ title: 'Big weekend', content: '<p>The VCT stage opens</p>', game: 'CS2' }),
    ).toBe('valorant')
  })

  it('names the game with the strongest evidence; equal evidence goes in the §2.8 order', () => {
    expect(detectArticleGame({ title: 'Apex and Valorant crossover', game: '' })).toBe('apex')
    expect(detectArticleGame({ title: 'Valorant pros at an ESL event', game: '' })).toBe('valorant')
    expect(detectArticleGame({ title: 'LCS stars at IEM', game: '' })).toBe('cs2')
    expect(detectArticleGame({ title: 'LoL and Dota 2 compared', game: '' })).toBe('lol')
  })

  it('matches keywords as whole words only', () => {
    const none = { game: 'Esports' }
    expect(detectArticleGame({ title: 'Lollipop giveaway', ...none })).toBe('esports')
    expect(detectArticleGame({ title: 'Tesla sponsors team', ...none })).toBe('esports')
    expect(detectArticleGame({ title: 'Dieselpower blasted', ...none })).toBe('esports')
    expect(detectArticleGame({ title: 'Electric slides', ...none })).toBe('esports')
  })

  it('accepts the spelled-out names of LoL and Dota 2', () => {
    expect(detectArticleGame({ title: 'League of Legends MSI', game: '' })).toBe('lol')
    expect(detectArticleGame({ title: 'Dota 2 roster shuffle', game: '' })).toBe('dota2')
  })

  it("falls back to the article's game, lowercased", () => {
    expect(detectArticleGame({ title: 'Roster news', content: 'A new signing', game: 'CS2' })).toBe('cs2')
    expect(detectArticleGame({ title: 'Roster news', game: 'Overwatch' })).toBe('overwatch')
    expect(detectArticleGame({ title: 'Roster news', game: 'Esports' })).toBe('esports')
    expect(detectArticleGame({ title: 'Roster news', game: null })).toBe('esports')
    expect(detectArticleGame({ title: 'Roster news', game: '  ' })).toBe('esports')
  })

  it('turns known spellings of the article game into their key', () => {
    expect(detectArticleGame({ title: 'Roster news', game: 'Dota 2' })).toBe('dota2')
    expect(detectArticleGame({ title: 'Roster news', game: 'League of Legends' })).toBe('lol')
    expect(detectArticleGame({ title: 'Roster news', game: 'Apex Legends' })).toBe('apex')
  })
})

describe('detectRssGame (§9 RSS import)', () => {
  it.each([
    ['Counter-Strike 2 major', 'CS2'],
    ['CS2 roster', 'CS2'],
    ['CS:GO veteran retires', 'CS2'],
    ['League of Legends patch', 'LoL'],
    ['LoL finals', 'LoL'],
    ['Worlds 2024 recap', 'LoL'],
    ['Valorant Masters', 'Valorant'],
    ['Dota patch 7.37', 'Dota 2'],
    ['Dota2 heroes', 'Dota 2'],
    ['The International prize pool', 'Dota 2'],
    ['TI13 grand final', 'Dota 2'],
    ['Who wins TI this year?', 'Dota 2'],
    ['Esports betting report', 'Esports'],
  ])('"%s" → %s', (title, game) => {
    expect(detectRssGame(title, '')).toBe(game)
  })

  it('reads the description too', () => {
    expect(detectRssGame('Weekend recap', 'Highlights from the Valorant playoffs')).toBe('Valorant')
  })

  it('uses word boundaries so "ti" does not match "time" and "lol" not "lollipop"', () => {
    expect(detectRssGame('Time to tie the series', 'Ticket sales and a lollipop')).toBe('Esports')
    expect(detectRssGame('Stadium tour', 'Netflix documentary')).toBe('Esports')
  })

  it('files a story by its strongest evidence, the feed game counting as weak evidence', () => {
    expect(detectRssGame('ESL One Raleigh day two', '')).toBe('Dota 2')
    expect(detectRssGame('Roster news', 'A new signing', 'Dota 2')).toBe('Dota 2')
    expect(detectRssGame('Roster news', 'A new signing', 'valorant')).toBe('Valorant')
    expect(detectRssGame('ALGS Split 2 playoffs', '')).toBe('Esports')
  })

  it('breaks ties in the §9 order', () => {
    expect(detectRssGame('CS2 pros at Worlds', '')).toBe('CS2')
    expect(detectRssGame('Valorant star moves to Dota', '')).toBe('Valorant')
  })

  it('maps labels to route games', () => {
    expect(rssGameSlug('CS2')).toBe('cs2')
    expect(rssGameSlug('LoL')).toBe('lol')
    expect(rssGameSlug('Valorant')).toBe('valorant')
    expect(rssGameSlug('Dota 2')).toBe('dota2')
    expect(rssGameSlug('Esports')).toBeUndefined()
  })
})

describe('detectGameByKeywordGroups (§9 fallback)', () => {
  it('detects a game when two of its groups match', () => {
    expect(detectGameByKeywordGroups('Counter-Strike: the Inferno retake that won the round')).toBe('cs2')
    expect(detectGameByKeywordGroups('Jett plays on Ascent')).toBe('valorant')
    expect(detectGameByKeywordGroups('Roshan fight at The International')).toBe('dota2')
    expect(detectGameByKeywordGroups("LCK team takes Baron on Summoner's Rift")).toBe('lol')
    expect(detectGameByKeywordGroups('Overwatch League team wins on a payload map')).toBe('overwatch')
    expect(detectGameByKeywordGroups('Apex Legends: Bloodhound meta')).toBe('apex')
  })

  it('does not detect a game from one group alone', () => {
    expect(detectGameByKeywordGroups('Counter-Strike fans celebrate')).toBeUndefined()
    expect(detectGameByKeywordGroups('Inferno and Nuke remain in the pool')).toBeUndefined()
    expect(detectGameByKeywordGroups('Valorant')).toBeUndefined()
  })

  it('uses the single fallback keywords algs, blast open and vct', () => {
    expect(detectGameByKeywordGroups('ALGS Split 2 playoffs')).toBe('apex')
    expect(detectGameByKeywordGroups('BLAST Open Lisbon')).toBe('cs2')
    expect(detectGameByKeywordGroups('VCT kickoff')).toBe('valorant')
  })

  it('prefers a two-group game over a single fallback keyword', () => {
    expect(detectGameByKeywordGroups('VCT talent joins a Dota 2 team for The International')).toBe('dota2')
  })

  it('picks the game with the most groups matched', () => {
    // lol: name + league (2); cs2: name + event + map (3).
    expect(detectGameByKeywordGroups('LoL and LEC stars try CS2 at IEM on Inferno')).toBe('cs2')
  })

  it('breaks ties in the order apex, cs2, valorant, lol, dota2, overwatch', () => {
    expect(detectGameByKeywordGroups('LoL at Worlds, then Valorant at VCT')).toBe('valorant')
  })

  it('matches keywords as whole words', () => {
    expect(detectGameByKeywordGroups('tesla ringtone lollipop')).toBeUndefined()
  })

  it('documents four groups for each of the six games', () => {
    expect(Object.keys(GAME_KEYWORD_GROUPS)).toEqual([...FALLBACK_GAME_KEYS])
    for (const game of FALLBACK_GAME_KEYS) expect(GAME_KEYWORD_GROUPS[game]).toHaveLength(4)
  })
})
