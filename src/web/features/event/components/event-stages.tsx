import { Link } from '#web/components/link'
import type { EventDetail } from '#shared/schemas/matches'
import { BracketView } from '#web/components/esports/bracket'
import { EventDates } from '#web/components/esports/event-facts'
import { MatchRows } from '#web/components/esports/match-row'
import { RosterPlayers } from '#web/components/esports/roster-players'
import { SectionCard } from '#web/components/esports/section-card'
import { StandingsTable } from '#web/components/esports/standings-table'
import { TeamLogo } from '#web/components/esports/team-logo'

type Stage = EventDetail['stages'][number]

/** Stages with more matches than this show their schedule folded. */
const SCHEDULE_OPEN_UP_TO = 12

/** One stage: its dates, the standings of a group stage, the bracket of a knockout stage, its schedule and results. */
export function StageSection({ stage }: { stage: Stage }) {
  const id = `stage-${stage.pandascoreId}`
  return (
    <SectionCard
      id={id}
      title={stage.name}
      action={<EventDates event={stage} className="text-sm text-muted-foreground" />}
    >
      <div className="flex min-w-0 flex-col gap-5">
        {stage.standings.length > 0 && !stage.bracket ? (
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">Standings</h3>
            <StandingsTable rows={stage.standings} label={`${stage.name} standings`} />
          </div>
        ) : null}
        {stage.bracket ? (
          <div className="flex min-w-0 flex-col gap-2">
            <h3 className="font-semibold">Bracket</h3>
            <BracketView bracket={stage.bracket} label={`${stage.name} bracket`} />
          </div>
        ) : null}
        {/* A long season starts folded (a native disclosure: it opens without JavaScript too). */}
        <details open={stage.matches.length <= SCHEDULE_OPEN_UP_TO}>
          <summary className="mb-2 cursor-pointer font-semibold">
            Schedule and results{' '}
            <span className="font-normal text-muted-foreground">
              ({stage.matches.length} {stage.matches.length === 1 ? 'match' : 'matches'})
            </span>
          </summary>
          <MatchRows
            matches={stage.matches}
            empty="No matches scheduled yet."
            when="day"
            showTournament={false}
          />
        </details>
      </div>
    </SectionCard>
  )
}

/** The teams taking part, each with the players who played the event for it. */
export function ParticipantsSection({ participants }: { participants: EventDetail['participants'] }) {
  return (
    <SectionCard id="event-participants" title="Participants">
      {participants.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Participants will appear here once they are announced.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {participants.map((team) => (
            <li key={team.pandascoreId} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3">
              <span className="flex min-w-0 items-center gap-2">
                <TeamLogo name={team.name} acronym={team.acronym} src={team.imageUrl} size={32} />
                {team.path ? (
                  <Link to={team.path} className="truncate font-semibold hover:text-primary">
                    {team.name}
                  </Link>
                ) : (
                  <span className="truncate font-semibold">{team.name}</span>
                )}
              </span>
              <RosterPlayers players={team.players} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
