// @vitest-environment happy-dom
import { type DehydratedState, QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ArticleCard as Card, ArticleCardList } from '#shared/schemas/article'
import { defaultSiteConfig } from '#shared/site'
import { ArticleCard } from './article-card'
import { ArticleListItem } from './article-list-item'
import { bootQueryState, pageTextProps, pageTextsIn, withPageTexts } from '#web/lib/boot-state'
import { SiteProvider } from '#web/lib/site'

const card = (id: string, overrides: Partial<Card> = {}): Card => ({
  id,
  slug: `${id}-slug`,
  title: `Cobalt Tide & "friends" <win> ${id}`,
  summary: `Quick read: the summary of ${id}.`,
  insights: `Desk verdict on ${id}.`,
  game: 'CS2',
  imageUrl: '/images/news/cs2-smoke.svg',
  tags: ['cs2', 'results'],
  publishedAt: `2026-11-27T16:27:${10 + id.charCodeAt(0) - 97}.650Z`,
  spoilers: { headline: id === 'b', summary: id === 'b', text: false },
  ...overrides,
})

const list: ArticleCardList = {
  articles: [card('a'), card('b'), card('c', { insights: '' }), card('d'), card('e')],
  nextCursor: null,
  remaining: 0,
  total: 5,
}

const KEY = ['articles', 'list', { limit: 5 }]

async function serverState(shown: number) {
  const queryClient = new QueryClient()
  await queryClient.prefetchQuery({
    queryKey: KEY,
    queryFn: () => list,
    meta: { onPage: { shown } },
  })
  await queryClient.prefetchQuery({ queryKey: ['other'], queryFn: () => ({ title: 'kept as is' }) })
  return JSON.parse(JSON.stringify(bootQueryState(queryClient))) as DehydratedState
}

// As the home page's Top Stories: the list's element holds its cards in order, the first only as a side-list
// item; its words are in a featured card elsewhere on the page.
function renderCards(cards: Card[]) {
  document.body.innerHTML = renderToString(
    <SiteProvider site={defaultSiteConfig}>
      <MemoryRouter>
        <ul {...pageTextProps.cards(KEY)}>
          {cards.map((entry, index) => (
            <li key={entry.id}>
              {index === 0 ? <ArticleListItem article={entry} /> : <ArticleCard article={entry} />}
            </li>
          ))}
        </ul>
        <ArticleCard article={cards[0]!} featured />
      </MemoryRouter>
    </SiteProvider>,
  )
}

describe('the boot state of story cards', () => {
  it('sends only the cards shown, without the words the page prints, and the browser reads them back', async () => {
    const state = await serverState(4)
    const sent = state.queries[0]!.state.data as ArticleCardList
    expect(sent.articles).toHaveLength(4)
    expect(JSON.stringify(sent)).not.toContain('Quick read')
    expect(JSON.stringify(sent)).not.toContain('Cobalt Tide')
    expect(JSON.stringify(sent)).not.toContain('-slug')
    expect(sent.articles.map((entry) => entry.id)).toEqual([null, null, null, null])
    expect(JSON.stringify(sent)).not.toContain('2026-11-27T16:27')
    expect(state.queries[1]!.state.data).toEqual({ title: 'kept as is' })

    renderCards(list.articles.slice(0, 4))
    const restored = withPageTexts(state, pageTextsIn(document))
    expect(restored.queries[0]!.state.data).toEqual({ ...list, articles: list.articles.slice(0, 4) })
    expect(restored.queries[1]!.state.data).toEqual({ title: 'kept as is' })
  })

  it('leaves out a list whose words the page lacks, so the browser reads it again instead of showing blanks', async () => {
    const state = await serverState(4)
    renderCards(list.articles.slice(0, 3))
    const restored = withPageTexts(state, pageTextsIn(document))
    expect(restored.queries.map((query) => query.queryKey)).toEqual([['other']])
  })
})
