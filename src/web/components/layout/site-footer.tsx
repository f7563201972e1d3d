import { Bot, Rss } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
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
            <FooterColumn title="Games">
              {GAMES.map((game) => (
                <li key={game.slug}>
                  <Link to={paths.newsLatest(game.slug)} className={linkClass}>
                    {game.name}
                  </Link>
                </li>
              ))}
            </FooterColumn>
            <FooterColumn title="Explore">
              <li>
                <Link to={paths.news()} className={linkClass}>
                  Latest News
                </Link>
              </li>
              <li>
                <Link to={paths.chat()} className={linkClass}>
                  Chat with {brand}
                </Link>
              </li>
              {/* The site's feeds (every page also links them, and its listing's, in the head). */}
              <li>
                <a
                  href={feedPath('rss')}
                  type="application/rss+xml"
                  className={`${linkClass} inline-flex items-center gap-1.5`}
                >
                  <Rss aria-hidden="true" className="size-3.5" />
                  RSS feed
                </a>
              </li>
              <li>
                <a
                  href={feedPath('atom')}
                  type="application/atom+xml"
                  className={`${linkClass} inline-flex items-center gap-1.5`}
                >
                  <Rss aria-hidden="true" className="size-3.5" />
                  Atom feed
                </a>
              </li>
            </FooterColumn>
            <FooterColumn title="About">
              <li>
                <Link to={paths.contact()} className={linkClass}>
                  Contact
                </Link>
              </li>
              <li>
                <Link to={paths.terms()} className={linkClass}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link to={paths.privacy()} className={linkClass}>
                  Privacy Policy
                </Link>
              </li>
            </FooterColumn>
          </nav>
        </div>

        <aside
          aria-label="AI content disclaimer"
          className="mt-10 flex gap-3 rounded-lg border bg-background/60 p-4 text-sm text-muted-foreground"
        >
          <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
          <p>
            <strong className="font-semibold text-foreground">AI-generated content.</strong> Content on{' '}
            {brand} is generated wholly or partly by artificial intelligence and may not be fact-checked. It
            can contain mistakes, so please check important details such as results, rosters and dates against
            official sources.
            {` ${brand}`} is not affiliated with or endorsed by any game publisher, league or team.
          </p>
        </aside>

        <p className="mt-8 border-t pt-6 text-sm text-muted-foreground">
          © {year} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-foreground">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  )
}
