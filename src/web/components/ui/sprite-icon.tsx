import { ArrowRight, ChevronDown, Eye, Lightbulb, type LucideIcon, Zap } from 'lucide-react'
import { cn } from '#web/lib/cn'

// The icons a page repeats (a story card's insights bulb, up to 50 on /news; the eye of every spoiler button; the
// arrow of every "View More", the logo's bolt in the header and the footer): drawn once per page as <symbol>s, each use a short <use> of it (decision 038).
// An icon shown once a page stays a plain lucide component.
const SPRITE = {
  'arrow-right': ArrowRight,
  'chevron-down': ChevronDown,
  eye: Eye,
  lightbulb: Lightbulb,
  zap: Zap,
} satisfies Record<string, LucideIcon>

/** The logo's bolt is filled. */
const FILLED: ReadonlySet<SpriteIconName> = new Set(['zap'])

export type SpriteIconName = keyof typeof SPRITE

const symbolId = (name: SpriteIconName) => `icon-${name}`

/** The page's symbols, once, in the root layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {(Object.keys(SPRITE) as SpriteIconName[]).map((name) => {
        const Icon = SPRITE[name]
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon fill={FILLED.has(name) ? 'currentColor' : undefined} />
          </symbol>
        )
      })}
    </svg>
  )
}

/** One of the sprite's icons, decorative, sized and coloured by its classes as the lucide component would be. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={cn('lucide', className)}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}
