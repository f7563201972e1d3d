import { SpriteIcon } from '#web/components/ui/sprite-icon'
import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { Button } from '#web/components/ui/button'

// The pieces every section of the home page is built from (§2.3).

export function SectionHeader({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children}
    </div>
  )
}

export function EmptySection({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{children}</p>
}

export function ViewLink({ to, label, srSuffix }: { to: string; label: string; srSuffix?: string }) {
  return (
    <Button asChild variant="link" className="h-auto px-0">
      <Link to={to}>
        {label}
        {srSuffix ? <span className="sr-only">{srSuffix}</span> : null}
        <SpriteIcon name="arrow-right" />
      </Link>
    </Button>
  )
}
