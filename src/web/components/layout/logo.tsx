import { Link } from '#web/components/link'
import { cn } from '../../lib/cn'
import { SpriteIcon } from '../ui/sprite-icon'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

/** The brand mark and name, linking home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { brand } = useSite()
  return (
    <Link
      to={paths.home()}
      onClick={onClick}
      className={cn('group inline-flex shrink-0 items-center gap-2 rounded-md', className)}
      aria-label={`${brand} home`}
    >
      <span
        aria-hidden="true"
        // The .logo-mark component class (styles.css): header and footer both show it.
        className="logo-mark"
      >
        <SpriteIcon name="zap" className="size-4.5" />
      </span>
      <span className="text-lg font-extrabold tracking-tight">{brand}</span>
    </Link>
  )
}
