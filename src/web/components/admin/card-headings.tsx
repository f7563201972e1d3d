import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { CardDescription, CardHeader, CardTitle } from '../ui/card'

interface IconCardTitleProps {
  icon: LucideIcon
  children: ReactNode
  /** A grey icon, for a card that is secondary on its screen (the trash). */
  muted?: boolean
  id?: string
  className?: string
}

/** A card's <h2>, led by its icon: "Database Management", "Sync Settings". */
export function IconCardTitle({ icon: Icon, children, muted = false, id, className }: IconCardTitleProps) {
  return (
    <CardTitle asChild className={cn('flex items-center gap-2', className)}>
      <h2 id={id}>
        <Icon aria-hidden="true" className={cn('size-5', muted ? 'text-muted-foreground' : 'text-primary')} />
        {children}
      </h2>
    </CardTitle>
  )
}

interface ScreenCardHeaderProps {
  icon: LucideIcon
  /** "danger" for a refusal (Access Denied), else the brand colour. */
  tone?: 'primary' | 'danger'
  title: string
  description: string
}

/** The header of a screen that is a single card (§2.17 "Admin Login", "Access Denied"): icon, the <h1>, a line. */
export function ScreenCardHeader({
  icon: Icon,
  tone = 'primary',
  title,
  description,
}: ScreenCardHeaderProps) {
  return (
    <CardHeader className="items-center text-center">
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-full',
          tone === 'danger'
            ? 'bg-destructive/10 text-red-700 dark:text-red-400'
            : 'bg-primary/10 text-primary',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <CardTitle asChild className="text-2xl">
        <h1>{title}</h1>
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  )
}
