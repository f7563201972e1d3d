import { describe, expect, it } from 'vitest'
import { ChatRequestSchema } from '#shared/schemas/chat'
import { createImageProxy, proxyImagesInHtml, withProxiedImageFields } from './image-proxy'

const proxy = createImageProxy('unit-test-secret', 'https://bo5.example')
const target = (src: string) =>
  new URL(src.replace(/&amp;/g, '&'), 'https://bo5.example').searchParams.get('u')

describe('image URLs through our origin', () => {
  it('proxies absolute and protocol-relative URLs on other hosts; leaves ours, paths and data: alone', () => {
    expect(target(proxy.url('https://cdn.example.net/a.png'))).toBe('https://cdn.example.net/a.png')
    expect(target(proxy.url('//cdn.example.net/a.png'))).toBe('https://cdn.example.net/a.png')
    for (const own of [
      '/placeholder.svg',
      'https://bo5.example/images/x.png',
      'data:image/png;base64,AAAA',
      '',
    ])
      expect(proxy.url(own)).toBe(own)
    // Already proxied: not wrapped twice.
    const once = proxy.url('https://cdn.example.net/a.png')
    expect(proxy.url(once)).toBe(once)
  })

  it('signs each URL: the signature of one does not fit another', () => {
    const a = new URL(proxy.url('https://cdn.example.net/a.png'), 'https://bo5.example')
    expect(proxy.verify(a.searchParams.get('u')!, a.searchParams.get('s')!)).toBe(true)
    expect(proxy.verify('https://cdn.example.net/b.png', a.searchParams.get('s')!)).toBe(false)
    expect(
      createImageProxy('another-secret', 'https://bo5.example').url('https://cdn.example.net/a.png'),
    ).not.toBe(a.pathname + a.search)
  })

  it('gives the same signed URL for a URL asked again, past the number it keeps too', () => {
    const fresh = createImageProxy('unit-test-secret', 'https://bo5.example')
    const first = fresh.url('https://cdn.example.net/logo.png')
    for (let i = 0; i < 10_050; i++) fresh.url(`https://cdn.example.net/player-${i}.png`)
    expect(fresh.url('https://cdn.example.net/logo.png')).toBe(first)
    expect(proxy.url('https://cdn.example.net/logo.png')).toBe(first)
    const again = new URL(fresh.url('https://cdn.example.net/player-10049.png'), 'https://bo5.example')
    expect(again.searchParams.get('u')).toBe('https://cdn.example.net/player-10049.png')
    expect(fresh.verify(again.searchParams.get('u')!, again.searchParams.get('s')!)).toBe(true)
    expect(fresh.url('/placeholder.svg')).toBe('/placeholder.svg')
  })

  it('rewrites every <img src> of an article body, decoding entities, whatever the quotes', () => {
    const html =
      '<p>a</p><img alt="x" src="https://t.example/p.gif?a=1&amp;b=2"><IMG SRC=\'https://t.example/q.png\'>' +
      '<img src="/images/own.png"><a href="https://t.example/link">link</a>'
    const out = proxyImagesInHtml(html, proxy)
    const srcs = [...out.matchAll(/src="([^"]*)"/gi)].map((m) => m[1]!)
    expect(srcs.map((s) => (s.startsWith('/img?') ? target(s) : s))).toEqual([
      'https://t.example/p.gif?a=1&b=2',
      'https://t.example/q.png',
      '/images/own.png',
    ])
    // Links are not images: left as they are.
    expect(out).toContain('<a href="https://t.example/link">')
  })

  it('leaves dates and the parts without an image as they are', () => {
    const startsAt = new Date('2026-11-28T18:00:00Z')
    const rows = [{ name: 'Bench Team 1', imageUrl: null, startsAt }]
    const answer = { rows, team: { imageUrl: 'https://cdn.example.net/t.png' } }
    const out = withProxiedImageFields(answer, proxy) as typeof answer
    expect(out.rows).toBe(rows)
    expect(JSON.parse(JSON.stringify(out)).rows[0].startsAt).toBe('2026-11-28T18:00:00.000Z')
    expect(target(out.team.imageUrl)).toBe('https://cdn.example.net/t.png')
    expect(answer.team.imageUrl).toBe('https://cdn.example.net/t.png')
  })

  it('rewrites imageUrl fields at any depth of an esports answer', () => {
    const out = withProxiedImageFields(
      {
        team: {
          imageUrl: 'https://cdn.example.net/t.png',
          players: [{ imageUrl: null }, { imageUrl: '/p.png' }],
        },
      },
      proxy,
    ) as { team: { imageUrl: string; players: { imageUrl: string | null }[] } }
    expect(target(out.team.imageUrl)).toBe('https://cdn.example.net/t.png')
    expect(out.team.players.map((p) => p.imageUrl)).toEqual([null, '/p.png'])
  })
})

describe('chat question text', () => {
  it('drops control characters but keeps tabs and line breaks', () => {
    const { message } = ChatRequestSchema.parse({ message: ' who\u0007 won\tthe\r\nfinal\u001b[31m\u0085? ' })
    expect(message).toBe('who won\tthe\nfinal[31m?')
  })
})
