import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

interface ProgressProps extends ComponentProps<'div'> {
  /** 0–100; omit for an indeterminate bar (work of unknown length). */
  value?: number
  /** Accessible name, e.g. "Sync progress". */
  label: string
}

const SWEEP_KEYFRAMES =
  '@keyframes progress-sweep{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'

/** A progress bar (role="progressbar"); without a value it sweeps to show work is going on. */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const determinate = typeof value === 'number'
  const percent = determinate ? Math.max(0, Math.min(100, Math.round(value))) : undefined
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      {determinate ? (
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      ) : (
        <>
          {/* React 19 hoists this into <head> once, however many bars are on the page. */}
          <style href="ui-progress-sweep" precedence="default">
            {SWEEP_KEYFRAMES}
          </style>
          <div className="absolute inset-y-0 left-0 w-1/3 rounded-full bg-primary motion-safe:animate-[progress-sweep_1.4s_ease-in-out_infinite]" />
        </>
      )}
    </div>
  )
}
