import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query'

// The query cache a page hands the browser to hydrate from (issue #16 item 3, decision 038). A list of story cards
// the page shows whole says so in its query's `meta.onPage`; the server then sends only the cards shown, and
// without their words (title, summary, insights): the HTML already holds them, on the elements marked
// `data-text` inside the card's `data-story` element, and the browser reads them back before it hydrates.

/** A query whose story cards the page shows whole: all of them, or its first `shown`. */
export interface OnPage {
  shown?: number
}

/** The words of a card that the page prints whole, each on an element `data-text="{field}"` (`pageTextProps`). */
const PAGE_TEXTS = ['title', 'summary', 'insights'] as const
type PageText = (typeof PAGE_TEXTS)[number]

type Card = Record<string, unknown> & { id: string }
type CardList = { articles: Card[] }
type CardPages = { pages: CardList[]; pageParams: unknown[] }

/** The attributes that mark a card (`story`) and an element whose text is all of one of its words (`text`). */
export const pageTextProps = {
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
          for (const field of PAGE_TEXTS)
            if (typeof card[field] === 'string' && card[field]) lean[field] = null
          return lean
        }),
      )
      return { ...rest, state: { ...query.state, data } } as (typeof state.queries)[number]
    }),
  }
}

/** Where the browser finds a card's word: `(id, field)` → the text, or undefined when the page lacks it. */
export type PageTextLookup = (id: string, field: PageText) => string | undefined

/** Reads the marked words of every card in the document (first occurrence of each). */
export function pageTextsIn(root: ParentNode): PageTextLookup {
  const texts = new Map<string, Partial<Record<PageText, string>>>()
  for (const story of root.querySelectorAll<HTMLElement>('[data-story]')) {
    const id = story.dataset.story ?? ''
    const entry = texts.get(id) ?? {}
    for (const element of story.querySelectorAll<HTMLElement>('[data-text]')) {
      const field = element.dataset.text as PageText
      entry[field] ??= element.textContent ?? ''
    }
    texts.set(id, entry)
  }
  return (id, field) => texts.get(id)?.[field]
}

/**
 * The browser's side, before hydrating: puts the cards' words back from the page. A query whose words the page
 * does not have (a translation extension rewrote it, say) is left out, so it is read again instead of showing blanks.
 */
export function withPageTexts(state: DehydratedState, textOf: PageTextLookup): DehydratedState {
  return {
    ...state,
    queries: state.queries.flatMap((query) => {
      let missing = false
      const data = mapCards(query.state.data, (articles) =>
        articles.map((card) => {
          if (!PAGE_TEXTS.some((field) => card[field] === null)) return card
          const full: Card = { ...card }
          for (const field of PAGE_TEXTS) {
            if (card[field] !== null) continue
            const text = textOf(card.id, field)
            if (text === undefined) missing = true
            full[field] = text ?? ''
          }
          return full
        }),
      )
      if (missing) return []
      return [{ ...query, state: { ...query.state, data } }]
    }),
  }
}
