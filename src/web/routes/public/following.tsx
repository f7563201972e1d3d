import { FollowingPage } from '../../features/following/components/following-page'
import { useLiveMatches } from '#web/lib/use-live-matches'

// /following (issue #18): nothing to read on the server, which cannot know what this browser follows.
export function Component() {
  useLiveMatches()
  return <FollowingPage />
}
