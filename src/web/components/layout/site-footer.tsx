import { Bot, Rss } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { feedPath } from '#shared/domain/feeds'
import { GAMES } from '#shared/domain/games'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'
import { Logo } from './logo'

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline'

/** §2.2 footer: game news links, about links, the AI-content disclaimer (§1) and the copyright line. */
export function SiteFooter() {
  const { brand } = useSite()
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 border-t bg-muted/40 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-10 md:grid-cols-[2fr_3fr]">
          <div className="flex flex-col gap-3">
            <Logo className="self-start" />
            <p className="max-w-sm text-sm text-muted-foreground">
              AI-powered esports news, team and player profiles, and answers to your questions about
              competitive gaming.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            <FooterColumn
              title="Games"
              links={GAMES.map((game) => ({ label: game.name, to: paths.newsLatest(game.slug) }))}
            />
            <FooterColumn
              title="Explore"
              links={[
                { label: 'Latest News', to: paths.news() },
                { label: 'Transfers', to: paths.transfers() },
                { label: `Chat with ${brand}`, to: paths.chat() },
              ]}
            >
              {/* The site's feeds (every page also links them, and its listing's, in the head). */}
              <FeedLink format="rss" />
              <FeedLink format="atom" />
            </FooterColumn>
            <FooterColumn
              title="About"
              links={[
                { label: 'Contact', to: paths.contact() },
                { label: 'Terms of Service', to: paths.terms() },
                { label: 'Privacy Policy', to: paths.privacy() },
              ]}
            />
          </nav>
        </div>

        <AiDisclaimer brand={brand} />

        <p className="mt-8 border-t pt-6 text-sm text-muted-foreground">
          © {year} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}

/** §1: content is AI-made and may be wrong; no publisher, league or team endorses the site. */
function AiDisclaimer({ brand }: { brand: string }) {
  return (
    <aside
      aria-label="AI content disclaimer"
      className="mt-10 flex gap-3 rounded-lg border bg-background/60 p-4 text-sm text-muted-foreground"
    >
      <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
      <p>
        <strong className="font-semibold text-foreground">AI-generated content.</strong> Content on {brand} is
        generated wholly or partly by artificial intelligence and may not be fact-checked. It can contain
        mistakes, so please check important details such as results, rosters and dates against official
        sources.
        {` ${brand}`} is not affiliated with or endorsed by any game publisher, league or team.
      </p>
    </aside>
  )
}

/** The site's RSS or Atom feed. */
function FeedLink({ format }: { format: 'rss' | 'atom' }) {
  return (
    <li>
      <a
        href={feedPath(format)}
        type={format === 'rss' ? 'application/rss+xml' : 'application/atom+xml'}
        className={`${linkClass} inline-flex items-center gap-1.5`}
      >
        <Rss aria-hidden="true" className="size-3.5" />
        {format === 'rss' ? 'RSS feed' : 'Atom feed'}
      </a>
    </li>
  )
}

function FooterColumn({
  title,
  links,
  children,
}: {
  title: string
  links: readonly { label: string; to: string }[]
  /** More entries after the links. */
  children?: ReactNode
}) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-foreground">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  )
}
