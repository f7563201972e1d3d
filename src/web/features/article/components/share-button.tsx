import { Check, Link2, Share2 } from 'lucide-react'
import { type MouseEvent, useEffect, useState } from 'react'
import { Button, buttonVariants } from '#web/components/ui/button'
import { useSite } from '#web/lib/site'
import { toast } from '#web/lib/toast'
import { shareOnRedditUrl, shareOnXUrl, shareWindowFeatures } from '../utils/article-page'

function XLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  )
}

function RedditLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
      <circle cx="12" cy="13.5" r="7.5" />
      <circle cx="18.5" cy="4.5" r="1.8" />
      <path d="M12 6l1.4-3.6 5 1.2" stroke="currentColor" strokeWidth="1.2" fill="none" />
      <circle cx="9.2" cy="12.8" r="1.3" className="fill-background" />
      <circle cx="14.8" cy="12.8" r="1.3" className="fill-background" />
      <path d="M9 16.2c1.7 1.2 4.3 1.2 6 0" stroke="var(--background)" strokeWidth="1.1" fill="none" />
    </svg>
  )
}

const linkButton = buttonVariants({ variant: 'outline', size: 'sm' })

/** The page's Web Share API, once hydrated (phones, some desktops); undefined on the server and elsewhere. */
function useNativeShare(): Navigator['share'] | undefined {
  const [share, setShare] = useState<Navigator['share']>()
  useEffect(() => {
    if (typeof navigator.share === 'function') setShare(() => navigator.share.bind(navigator))
  }, [])
  return share
}

/** Clipboard API where the page may use it (secure contexts), else a selected text field and "copy". */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text)
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  const copied = document.execCommand('copy')
  field.remove()
  if (!copied) throw new Error('copy refused')
}

/**
 * §2.8 sharing: "Share on" X (a 600×400 post-intent window with "{title} - {url}" and the site's handle as via),
 * Reddit, copy link, and the phone's own share sheet when the browser has one. X and Reddit are plain links to
 * their intent pages, so they work before (or without) JavaScript; with it, X opens in the 600×400 window.
 */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const { socialHandle } = useSite()
  const nativeShare = useNativeShare()
  const { copied, copyLink } = useCopyLink(url)
  const xUrl = shareOnXUrl(title, url, socialHandle)

  async function shareNatively() {
    if (!nativeShare) return
    try {
      await nativeShare({ title, url })
    } catch (error) {
      // The reader closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return
      toast.error('Could not open the share menu', { description: 'Use the buttons beside it instead.' })
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2 print:hidden">
      <legend className="sr-only">Share this article</legend>
      {nativeShare ? (
        <Button variant="outline" size="sm" onClick={shareNatively}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      ) : null}
      <a
        href={xUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on X"
        className={linkButton}
        onClick={(event) => openShareWindow(event, xUrl)}
      >
        Share on
        <XLogo />
      </a>
      <a
        href={shareOnRedditUrl(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on Reddit"
        className={linkButton}
      >
        <RedditLogo />
        Reddit
      </a>
      <Button variant="outline" size="sm" onClick={copyLink}>
        {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {copied ? 'Link copied' : 'Copy link'}
      </Button>
    </fieldset>
  )
}

/** Opens the X post intent in its own small window (shareWindowFeatures), not a new tab. */
function openShareWindow(event: MouseEvent<HTMLAnchorElement>, xUrl: string) {
  // Modified clicks (new tab, new window) keep the browser's own behaviour.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  const screen = {
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  }
  window.open(xUrl, 'share-on-x', shareWindowFeatures(screen))
}

/** "Copy link": copies the address, says so in a toast, and shows "Link copied" for 4 s. */
function useCopyLink(url: string) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 4000)
    return () => clearTimeout(timer)
  }, [copied])

  async function copyLink() {
    try {
      await copyText(url)
      setCopied(true)
      toast.success('Link copied', { description: url })
    } catch {
      toast.error('Could not copy the link', { description: url })
    }
  }
  return { copied, copyLink }
}
