import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expect } from 'vitest'

// Sitemaps and feeds as a crawler or feed reader reads them.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Single children still come back as arrays, so a one-item list reads like a long one.
  isArray: (name) => ['url', 'sitemap', 'item', 'entry', 'category', 'link', 'atom:link'].includes(name),
})

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is walked by its expected shape in the assertions
export type Xml = Record<string, any>

/** The document parsed; fails the test when it is not well-formed XML. */
export function parseXml(text: string): Xml {
  expect(XMLValidator.validate(text)).toBe(true)
  return parser.parse(text) as Xml
}
