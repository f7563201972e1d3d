import { cn } from '#web/lib/cn'

/** "LIVE" with a pulsing dot: a match being played now. Not a result, so spoiler-free mode leaves it on. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border border-red-300 bg-red-100 px-2 py-0.5 text-xs font-bold tracking-wide text-red-800 dark:border-red-400/40 dark:bg-red-400/15 dark:text-red-200',
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-red-600" />
      </span>
      LIVE
    </span>
  )
}
