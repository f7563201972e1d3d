import type { Context } from 'hono'
import { Hono } from 'hono'
import { isGameSlug } from '#shared/domain/games'
import { OG_IMAGE_TYPE } from '#shared/domain/og-image'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { AppError, errorBody } from '#server/errors'
import { cardHash, renderCardPng } from '#server/render/og-card'
import {
  articleCardSvg,
  gameCardSvg,
  playerCardSvg,
  siteCardSvg,
  teamCardSvg,
} from '#server/render/og-images'
import { etagMatches, publicCacheControl } from '../../caching'

// The 1200×630 PNG preview cards of the pages (src/shared/domain/og-image.ts), at /og{page path}.png. Link
// preview bots fetch one once per shared URL; a day of caching (a week stale) keeps CDNs answering for us.

const CARD_CACHE = publicCacheControl(86_400, 604_800)
const PNG_NAME = /^(.+)\.png$/

async function sendCard(c: Context<AppEnv>, svg: string | null): Promise<Response> {
  if (svg === null) throw new AppError('NOT_FOUND', `No preview card ${c.req.path}`)
  const hash = cardHash(svg)
  const etag = `"${hash}"`
  if (etagMatches(c.req.header('if-none-match'), etag)) {
    c.header('cache-control', CARD_CACHE)
    c.header('etag', etag)
    return c.body(null, 304)
  }
  let png: Uint8Array
  try {
    png = await renderCardPng(svg, hash)
  } catch (error) {
    // Too many cards drawing (see renderCardPng): the bot may retry soon; nothing caches the refusal.
    if (error instanceof AppError && error.code === 'UNAVAILABLE') {
      return c.json(errorBody(error.code, error.message), 503, {
        'retry-after': '5',
        'cache-control': 'no-store',
      })
    }
    throw error
  }
  // Headers only on success, so a CDN never keeps an error for a day.
  c.header('cache-control', CARD_CACHE)
  c.header('etag', etag)
  c.header('content-type', OG_IMAGE_TYPE)
  return c.body(png as Uint8Array<ArrayBuffer>, 200)
}

function pngName(c: Context<AppEnv>, param: string): string {
  const match = PNG_NAME.exec(c.req.param(param) ?? '')
  if (!match) throw new AppError('NOT_FOUND', `No preview card ${c.req.path}`)
  // Hono has already decoded the parameter once; decoding again would turn %25 into % (and a bad escape into a 500).
  return match[1]!
}

function gameParam(c: Context<AppEnv>) {
  const game = c.req.param('game')
  if (!isGameSlug(game)) throw new AppError('NOT_FOUND', `No preview card ${c.req.path}`)
  return game
}

export function ogImageRoutes(deps: Pick<RouteDeps, 'services'>) {
  const ctx = deps.services
  const app = new Hono<AppEnv>()

  app.get('/site.png', (c) => sendCard(c, siteCardSvg(ctx.site)))
  app.get('/news/:file', async (c) => sendCard(c, await articleCardSvg(ctx, pngName(c, 'file'))))
  app.get('/:game/teams/:file', async (c) =>
    sendCard(c, await teamCardSvg(ctx, gameParam(c), pngName(c, 'file'))),
  )
  app.get('/:game/players/:file', async (c) =>
    sendCard(c, await playerCardSvg(ctx, gameParam(c), pngName(c, 'file'))),
  )
  app.get('/:file', (c) => {
    const game = pngName(c, 'file')
    if (!isGameSlug(game)) throw new AppError('NOT_FOUND', `No preview card ${c.req.path}`)
    return sendCard(c, gameCardSvg(ctx.site, game))
  })
  return app
}
