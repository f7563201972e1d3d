/**
 * robots.txt: everything public may be crawled; the admin panel and the API may not, except the API's reference
 * page (decision 033). The Allow comes first for crawlers that take the first matching line.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/docs',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
