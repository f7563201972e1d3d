import { Button } from '../../../components/ui/button'
import { useSite } from '../../../lib/site'
import { shareOnXUrl, shareWindowFeatures } from '../utils/article-page'

function XLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  )
}

/** §2.8 "Share on" X: a 600×400 post-intent window with "{title} - {url}" and the site's handle as via. */
export function ShareOnX({ title, url }: { title: string; url: string }) {
  const { socialHandle } = useSite()
  function share() {
    const screen = {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    }
    window.open(shareOnXUrl(title, url, socialHandle), 'share-on-x', shareWindowFeatures(screen))
  }
  return (
    <Button variant="outline" size="sm" onClick={share} aria-label="Share on X">
      Share on
      <XLogo />
    </Button>
  )
}
