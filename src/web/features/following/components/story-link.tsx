import { Link } from '#web/components/link'
import { revealsResult } from '#shared/domain/spoiler-text'
import type { FollowedStory } from '#shared/schemas/following'
import { ResultSpoiler } from '#web/components/esports/reveal-all'

/**
 * A followed team's story: a headline that states a result sits behind spoiler-free mode's "Show headline", with a
 * neutral link in its place (as on the match page).
 */
export function StoryLink({ story, className }: { story: FollowedStory; className?: string }) {
  const link = (text: string) => (
    <Link to={story.path} className={className}>
      {text}
    </Link>
  )
  if (!revealsResult(story.title)) return link(story.title)
  return (
    <ResultSpoiler label="Show headline" placeholder={link('A story about a team you follow')}>
      {link(story.title)}
    </ResultSpoiler>
  )
}
