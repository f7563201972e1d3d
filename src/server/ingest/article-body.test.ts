import { describe, expect, it } from 'vitest'
import {
  articleBodyForDisplay,
  dropEmptyLinks,
  dropLeadingHeroImage,
  normalizedImageUrl,
} from './article-body'
import { sanitizeHtml } from './sanitize'

describe('dropEmptyLinks', () => {
  it('unwraps a link whose URL was refused, keeping its text, and leaves good links alone', () => {
    expect(
      dropEmptyLinks(
        '<p>Read <a rel="nofollow noopener noreferrer" href>the <b>full</b> report</a> or <a rel="nofollow noopener noreferrer" href="https://example.com/a">this</a>.</p>',
      ),
    ).toBe(
      '<p>Read the <b>full</b> report or <a rel="nofollow noopener noreferrer" href="https://example.com/a">this</a>.</p>',
    )
    expect(dropEmptyLinks('<a href="">x</a><a href=" ">y</a><a>z</a>')).toBe('xyz')
    expect(dropEmptyLinks('<img src><img src="a.png">')).toBe('<img src="a.png">')
  })
})

describe('sanitizeHtml and refused URLs', () => {
  it('removes a link whose URL it refuses, keeping the words, instead of an empty href to the same page', () => {
    const out = sanitizeHtml(
      '<p>See <a href="javascript:alert(1)">the bracket</a> and <a href="//evil.example/x">more</a></p>',
    )
    expect(out).toBe('<p>See the bracket and more</p>')
    expect(out).not.toMatch(/href/)
  })
})

describe('dropLeadingHeroImage', () => {
  const hero = 'https://cdn.example.com/img/final.jpg'
  it('drops the first image when it is the hero, wrapper and caption included', () => {
    expect(dropLeadingHeroImage(`<img src="${hero}"><p>Text</p>`, hero)).toBe('<p>Text</p>')
    expect(
      dropLeadingHeroImage(
        `<p><img src="http://www.CDN.example.com/img/final.jpg#x" alt=""></p><p>Text</p>`,
        hero,
      ),
    ).toBe('<p>Text</p>')
    expect(
      dropLeadingHeroImage(
        `<figure><img src="${hero}"><figcaption>The final</figcaption></figure><p>Text</p>`,
        hero,
      ),
    ).toBe('<p>Text</p>')
    expect(dropLeadingHeroImage(`<p><img src="${hero}"> The final was close.</p>`, hero)).toBe(
      '<p> The final was close.</p>',
    )
  })
  it('keeps a different first image, and an image that is not first', () => {
    const other = '<img src="https://cdn.example.com/img/other.jpg"><p>Text</p>'
    expect(dropLeadingHeroImage(other, hero)).toBe(other)
    const later = `<p>Text</p><img src="${hero}">`
    expect(dropLeadingHeroImage(later, hero)).toBe(later)
  })
  it('compares addresses as the same picture', () => {
    expect(normalizedImageUrl('https://www.Example.com/a.png/')).toBe(
      normalizedImageUrl('http://example.com/a.png'),
    )
    expect(normalizedImageUrl('https://example.com/a.png?w=1&amp;h=2')).toBe('example.com/a.png?w=1&h=2')
    expect(normalizedImageUrl('https://example.com/a.png?w=1')).not.toBe(
      normalizedImageUrl('https://example.com/a.png?w=2'),
    )
  })
  it('prepares a stored body for the page', () => {
    expect(articleBodyForDisplay(`<p><img src="${hero}"></p><p><a href>Old</a> link</p>`, hero)).toBe(
      '<p>Old link</p>',
    )
  })
})
