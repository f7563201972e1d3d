import { Zap } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '../../lib/cn'
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
        className="inline-flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-hero-from to-hero-to text-white shadow-md shadow-glow transition-transform group-hover:scale-105 motion-reduce:transition-none"
      >
        <Zap className="size-4.5" fill="currentColor" />
      </span>
      <span className="text-lg font-extrabold tracking-tight">{brand}</span>
    </Link>
  )
}
