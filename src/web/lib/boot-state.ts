import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query'

import { paths } from '#shared/paths'

// The query cache a page hands the browser to hydrate from (issue #16 item 3, decision 038). A list of story cards
// the page shows whole says so in its query's `meta.onPage`; the server then sends only the cards shown, and
// without what the HTML already says of them (id, title, summary, insights, address, date): the browser reads
// those back before it hydrates. The list's element (`pageTextProps.cards`) holds its cards in order, so the n-th
// card element in it (`data-story`, its id) is the n-th card of the list; any element of that id holds its words.

/**
 * A query whose story cards the page shows whole: all of them, or its first `shown`, in order (once each) inside
 * the element marked `pageTextProps.cards(queryKey)`.
 */
export interface OnPage {
  shown?: number
}

type Story = Pick<ParentNode, 'querySelector'>
const ARTICLE_PATH = paths.article('')

/**
 * What a card prints of each field, read back from its element: the words on the elements marked `data-text`, the
 * slug in its title link's address, the date in its <time>. Only a value the card prints exactly is left out
 * (`printed`): the slug of an address, an ISO date as <time> writes it.
 */
const PAGE_FIELDS = {
  title: { printed: () => true, read: (story: Story) => textOf(story, 'title') },
  summary: { printed: () => true, read: (story: Story) => textOf(story, 'summary') },
  insights: { printed: () => true, read: (story: Story) => textOf(story, 'insights') },
  slug: {
    printed: () => true,
    read: (story: Story) => {
      const href = story.querySelector('[data-text="title"]')?.getAttribute('href')
      return href?.startsWith(ARTICLE_PATH) ? decodeURIComponent(href.slice(ARTICLE_PATH.length)) : undefined
    },
  },
  publishedAt: {
    printed: (value: string) => new Date(value).toISOString() === value,
    read: (story: Story) => story.querySelector('time')?.getAttribute('datetime') ?? undefined,
  },
} as const
type PageField = keyof typeof PAGE_FIELDS
type PageText = 'title' | 'summary' | 'insights'
const FIELDS = Object.keys(PAGE_FIELDS) as PageField[]

function textOf(story: Story, field: PageText): string | undefined {
  const element = story.querySelector(`[data-text="${field}"]`)
  return element ? (element.textContent ?? '') : undefined
}

type Card = Record<string, unknown> & { id: string }
type CardList = { articles: Card[] }
type CardPages = { pages: CardList[]; pageParams: unknown[] }

/**
 * The attributes that mark a list's element (`cards`), a card (`story`) and an element whose text is all of one
 * of its words (`text`).
 */
export const pageTextProps = {
  cards: (queryKey: readonly unknown[]) => ({ 'data-cards': JSON.stringify(queryKey) }),
  story: (id: string) => ({ 'data-story': id }),
  text: (field: PageText) => ({ 'data-text': field }),
}

/** Changes the cards of one query's data, a list (`articles`) or the pages of a listing (`pages`). */
function mapCards(data: unknown, change: (articles: Card[]) => Card[]): unknown {
  if (!data || typeof data !== 'object') return data
  if ('articles' in data && Array.isArray(data.articles)) return { ...data, articles: change(data.articles) }
  if ('pages' in data && Array.isArray(data.pages)) {
    const { pages } = data as CardPages
    return { ...data, pages: pages.map((page) => mapCards(page, change)) }
  }
  return data
}

/** The server's side: the dehydrated cache, each card list the page shows cut to what it shows, its words left out. */
export function bootQueryState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient)
  return {
    ...state,
    queries: state.queries.map((query) => {
      const onPage = query.meta?.onPage as OnPage | undefined
      if (!onPage || query.state.status !== 'success') return query
      // The browser has no use for the meta (it only steers this) nor the hash (it is made again from the key).
      const { meta: _meta, queryHash: _hash, ...rest } = query
      const data = mapCards(query.state.data, (articles) =>
        articles.slice(0, onPage.shown).map((card) => {
          const lean: Card = { ...card }
          // An empty text is not printed: it stays, as ''. null stands for "on the page".
          if (card.id) lean.id = null as unknown as string
          for (const field of FIELDS) {
            const value = card[field]
            if (typeof value === 'string' && value && PAGE_FIELDS[field].printed(value)) lean[field] = null
          }
          return lean
        }),
      )
      return { ...rest, state: { ...query.state, data } } as (typeof state.queries)[number]
    }),
  }
}

/** Where the browser finds a list's card ids, in order, and a card's field (undefined when the page lacks it). */
export interface PageTextLookup {
  ids: (queryKey: readonly unknown[]) => string[]
  field: (id: string, field: PageField) => string | undefined
}

/** Reads the page's lists of cards and every card's fields (from the first element of the card that has each). */
export function pageTextsIn(root: ParentNode): PageTextLookup {
  const stories = new Map<string, Element[]>()
  for (const story of root.querySelectorAll<HTMLElement>('[data-story]')) {
    const id = story.dataset.story ?? ''
    stories.set(id, [...(stories.get(id) ?? []), story])
  }
  const lists = new Map<string, string[]>()
  for (const list of root.querySelectorAll<HTMLElement>('[data-cards]')) {
    const ids = [...list.querySelectorAll<HTMLElement>('[data-story]')].map(
      (story) => story.dataset.story ?? '',
    )
    lists.set(list.dataset.cards ?? '', [...new Set(ids)])
  }
  return {
    ids: (queryKey) => lists.get(JSON.stringify(queryKey)) ?? [],
    field: (id, field) => {
      for (const story of stories.get(id) ?? []) {
        const value = PAGE_FIELDS[field].read(story)
        if (value !== undefined) return value
      }
      return undefined
    },
  }
}

/**
 * The browser's side, before hydrating: puts the cards' ids and words back from the page. A query whose cards the
 * page does not have (a translation extension rewrote it, say) is left out, so it is read again instead of showing
 * blanks.
 */
export function withPageTexts(state: DehydratedState, page: PageTextLookup): DehydratedState {
  return {
    ...state,
    queries: state.queries.flatMap((query) => {
      let missing = false
      let index = 0
      const ids = page.ids(query.queryKey)
      const data = mapCards(query.state.data, (articles) =>
        articles.map((card) => {
          const position = index++
          if (card.id !== null && !FIELDS.some((field) => card[field] === null)) return card
          const id = card.id ?? ids[position]
          if (id === undefined) {
            missing = true
            return card
          }
          const full: Card = { ...card, id }
          for (const field of FIELDS) {
            if (card[field] !== null) continue
            const value = page.field(id, field)
            if (value === undefined) missing = true
            full[field] = value ?? ''
          }
          return full
        }),
      )
      if (missing) return []
      return [{ ...query, state: { ...query.state, data } }]
    }),
  }
}
