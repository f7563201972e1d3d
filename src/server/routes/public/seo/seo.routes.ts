import { type Context, Hono } from 'hono'
import type { FeedScope } from '#shared/domain/feeds'
import { isGameSlug } from '#shared/domain/games'
import { normalizeTag } from '#shared/domain/tags'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError } from '#server/errors'
import { MESSAGES } from '#server/messages'
import { type FeedFormat, renderArticleFeed, renderTeamFeed } from '#server/render/feeds-out'
import {
  renderArticlesSitemap,
  renderAuthorsSitemap,
  renderEventsSitemap,
  renderMatchesSitemap,
  renderNewsSitemap,
  renderPagesSitemap,
  renderPlayersSitemap,
  renderSitemapIndex,
  renderTeamsSitemap,
  SITEMAP_FILES,
} from '#server/render/sitemaps'
import { cachedText, publicCacheControl } from '../../caching'
import { ogImageRoutes } from './og-images.routes'

// Spec §2.1 sitemap paths, served directly as XML (each file at /sitemaps/{name} and at /{name}), and the
// site's own articles as RSS and Atom feeds, and the pages' preview cards. Mounted at the root of the app.

const SITEMAP_CACHE = publicCacheControl(300)
const FEED_CACHE = publicCacheControl(300, 600)
const XML = 'application/xml; charset=utf-8'
const FEED_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
}

export function seoRoutes(deps: Pick<RouteDeps, 'services'>) {
  const ctx = deps.services
  const app = new Hono<AppEnv>()

  app.get('/sitemap.xml', async (c) =>
    cachedText(c, await renderSitemapIndex(ctx), { contentType: XML, cacheControl: SITEMAP_CACHE }),
  )

  // Each sitemap file answers at /sitemaps/{name} (where the index points) and at the root alias /{name}.
  for (const prefix of ['/sitemaps', '']) {
    app.get(`${prefix}/${SITEMAP_FILES.pages}`, (c) =>
      cachedText(c, renderPagesSitemap(ctx), { contentType: XML, cacheControl: SITEMAP_CACHE }),
    )
    app.get(`${prefix}/${SITEMAP_FILES.authors}`, async (c) =>
      cachedText(c, await renderAuthorsSitemap(ctx), { contentType: XML, cacheControl: SITEMAP_CACHE }),
    )
    app.get(`${prefix}/${SITEMAP_FILES.news}`, async (c) =>
      cachedText(c, await renderNewsSitemap(ctx), { contentType: XML, cacheControl: SITEMAP_CACHE }),
    )
    app.get(`${prefix}/${SITEMAP_FILES.teams}`, async (c) =>
      cachedText(c, await renderTeamsSitemap(ctx), { contentType: XML, cacheControl: SITEMAP_CACHE }),
    )
    app.get(`${prefix}/${SITEMAP_FILES.players}`, async (c) =>
      cachedText(c, await renderPlayersSitemap(ctx), { contentType: XML, cacheControl: SITEMAP_CACHE }),
    )
    app.get(`${prefix}/${SITEMAP_FILES.events}`, async (c) =>
      cachedText(c, await renderEventsSitemap(ctx), { contentType: XML, cacheControl: SITEMAP_CACHE }),
    )
    // sitemap-articles.xml is file 1; sitemap-articles-{n}.xml the later ones (-1 is file 1 again). Matches alike.
    for (const [name, render] of [
      ['sitemap-articles', renderArticlesSitemap],
      ['sitemap-matches', renderMatchesSitemap],
    ] as const) {
      app.get(`${prefix}/:file{${name}(?:-[0-9]{1,6})?\\.xml}`, async (c) => {
        const page = Number(/-(\d+)\.xml$/.exec(c.req.param('file'))?.[1] ?? 1)
        const xml = await render(ctx, page)
        if (xml === null) throw new AppError('NOT_FOUND', `No sitemap ${c.req.path}`)
        return cachedText(c, xml, { contentType: XML, cacheControl: SITEMAP_CACHE })
      })
    }
  }

  // The feeds of the site, of a game, of a game's tag and of a tag in every game (src/shared/domain/feeds.ts).
  for (const format of ['rss', 'atom'] as const) {
    const sendFeed = async (c: Context<AppEnv>, scope: FeedScope) => {
      const xml = await renderArticleFeed(ctx, format, scope)
      if (xml === null) throw new AppError('NOT_FOUND', `No news feed at ${c.req.path}`)
      return cachedText(c, xml, { contentType: FEED_TYPES[format], cacheControl: FEED_CACHE })
    }
    const gameOf = (c: Context<AppEnv>) => {
      const game = c.req.param('game')
      if (!isGameSlug(game)) throw new AppError('NOT_FOUND', `No news feed for the game "${game}"`)
      return game
    }
    const tagOf = (c: Context<AppEnv>) => {
      const tag = normalizeTag(c.req.param('tag') ?? '')
      if (!tag) throw new AppError('NOT_FOUND', `No news feed at ${c.req.path}`)
      return tag
    }
    app.get(`/${format}.xml`, (c) => sendFeed(c, {}))
    app.get(`/news/:game/${format}.xml`, (c) => sendFeed(c, { game: gameOf(c) }))
    app.get(`/news/articles-latest/all/:tag/${format}.xml`, (c) => sendFeed(c, { tag: tagOf(c) }))
    app.get(`/news/:game/:tag/${format}.xml`, (c) => sendFeed(c, { game: gameOf(c), tag: tagOf(c) }))
    // A team's news (issue #18 item 5), beside its page.
    app.get(`/:game/teams/:slug/${format}.xml`, async (c) => {
      gameOf(c)
      const xml = await renderTeamFeed(ctx, format, c.req.param('slug'))
      if (xml === null) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound)
      return cachedText(c, xml, { contentType: FEED_TYPES[format], cacheControl: FEED_CACHE })
    })
  }

  app.route('/og', ogImageRoutes(deps))

  return app
}
