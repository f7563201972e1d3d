import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { players, teams } from '#server/db/schema/index'
import { loadBundledPandaScore } from '#server/providers/pandascore/bundled'
import { createArticles } from '#server/storage/articles'
import { insertEsportsRows } from '#server/storage/esports'

/**
 * What the site search tests read: the bundled esports data set (25 teams, 128 players), a player whose names
 * carry accents the data set lacks ("Iñaki Kalniņš"), and articles, one whose title is written like HTML and one of Dota 2 stored under that name.
 */
export async function loadSearchFixture(db: Db): Promise<void> {
  await insertEsportsRows(db, loadBundledPandaScore('fixtures/pandascore', new Date('2026-11-21T12:00:00Z')))
  const [wolves] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, 'northwind-wolves'))
  await db.insert(players).values({
    slug: 'inaki',
    name: 'Iñaki',
    firstName: 'Iñaki',
    lastName: 'Kalniņš',
    nationality: 'ES',
    currentVideogame: 'cs2',
    teamId: wolves?.id ?? null,
  })
  const day = (n: number) => new Date(Date.UTC(2026, 10, n))
  await createArticles(db, [
    {
      id: 'inaki-signs',
      slug: 'inaki-signs-with-northwind-wolves',
      title: 'Iñaki signs with Northwind Wolves',
      summary: 'The Spanish rifler joins the Swedish side before the autumn cup.',
      game: 'CS2',
      tags: ['cs2'],
      publishedAt: day(20),
    },
    {
      id: 'wolves-final',
      slug: 'northwind-wolves-reach-the-final',
      title: 'Northwind Wolves reach the final',
      summary: 'A 2:1 win over Cobalt Tide.',
      game: 'CS2',
      tags: ['cs2'],
      publishedAt: day(18),
    },
    {
      id: 'html-title',
      slug: 'wolves-html-title',
      title: '<img src=x onerror="alert(1)"> Wolves & <b>friends</b>',
      summary: 'A title written like HTML must show as text.',
      game: 'CS2',
      tags: ['cs2'],
      publishedAt: day(10),
    },
    {
      id: 'heron-group',
      slug: 'obsidian-heron-top-their-group',
      title: 'Obsidian Heron top their group',
      summary: 'The Dota 2 side finish the group stage unbeaten.',
      // As a feed names the game: the stored name, not the key the search links by.
      game: 'Dota 2',
      tags: ['dota-2'],
      publishedAt: day(12),
    },
  ])
}
