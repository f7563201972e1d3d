import { Rss } from 'lucide-react'
import { FEED_TYPES, feedPath } from '#shared/domain/feeds'
import { paths } from '#shared/paths'
import type { TeamDetail } from '#shared/schemas/esports'
import { CalendarSubscribe, LinkRow, linkClass } from '#web/components/esports/calendar-links'

/** Issue #18: the team's matches as a calendar to subscribe to, and its news as RSS and Atom feeds. */
export function TeamSubscribe({ team }: { team: TeamDetail['team'] }) {
  const scope = { team: { game: team.currentVideogame, slug: team.slug, name: team.name } }
  return (
    <div className="flex flex-col gap-1">
      <CalendarSubscribe
        path={paths.teamCalendar(team.currentVideogame, team.slug)}
        subject={`${team.name} matches`}
      />
      <LinkRow label="News feed:" icon={<Rss aria-hidden="true" className="size-4 shrink-0" />}>
        <a href={feedPath('rss', scope)} type={FEED_TYPES.rss} className={linkClass}>
          RSS<span className="sr-only"> feed of {team.name} news</span>
        </a>
        <a href={feedPath('atom', scope)} type={FEED_TYPES.atom} className={linkClass}>
          Atom<span className="sr-only"> feed of {team.name} news</span>
        </a>
      </LinkRow>
    </div>
  )
}
