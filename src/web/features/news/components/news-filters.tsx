import { ChevronDown, Gamepad2, SlidersHorizontal, Tags } from 'lucide-react'
import type { CSSProperties, ReactNode } from 'react'
import { Link } from '#web/components/link'
import { GAMES, type GameSlug } from '#shared/domain/games'
import { tagCategoryTitle, tagLabel, tagSections } from '#shared/domain/tags'
import type { ArticleTag } from '#shared/schemas/article'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#web/components/ui/collapsible'
import { Skeleton } from '#web/components/ui/skeleton'
import { cn } from '#web/lib/cn'
import { newsListingPath, normalizeHexColor, tagTextColor } from '../utils/listing'

interface NewsFiltersProps {
  game?: GameSlug
  tag?: string
  /** Undefined while the tags load. */
  tags: readonly ArticleTag[] | undefined
  className?: string
}

// The .filter-item component class (styles.css): the sidebar lists every tag.
const itemClass = 'filter-item'
const activeClass = 'bg-primary/10 font-semibold text-primary hover:bg-primary/15 hover:text-primary'

/**
 * §2.7 filters sidebar: the games, then one collapsible section per tag category except "games". On a phone the
 * news comes first: the sidebar folds into one "Filters" line above the stories (a <details>, so it opens before
 * the JavaScript has run); from the lg breakpoint it is the open sidebar (styles.css, `news-filters`).
 */
export function NewsFilters({ game, tag, tags, className }: NewsFiltersProps) {
  const sections = tags ? tagSections(tags) : []
  const selected = [
    game ? GAMES.find((entry) => entry.slug === game)?.name : 'All Games',
    tag && tagName(tags, tag),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <details className={cn('news-filters group/filters', className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl border bg-card px-4 py-3 text-sm font-semibold shadow-sm select-none [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Filters
          <span className="truncate font-normal text-muted-foreground">{selected}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open/filters:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <nav aria-label="News filters" className="mt-2 flex flex-col gap-2 lg:mt-0">
        <GameFilters game={game} tag={tag} />

        {tags === undefined ? (
          <div aria-hidden="true" className="flex flex-col gap-2 p-3">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-5 w-32" />
          </div>
        ) : (
          sections.map((section) => {
            const hasSelected = section.tags.some((entry) => entry.slug === tag)
            return (
              <FilterSection
                key={section.category}
                title={tagCategoryTitle(section.category)}
                icon={<Tags aria-hidden="true" className="size-4 text-highlight" />}
                // §2.7: these start collapsed; the section holding the selected tag opens so the highlight shows.
                defaultOpen={!section.collapsed || hasSelected}
              >
                {section.tags.map((entry) => (
                  <li key={entry.slug}>
                    <TagLink entry={entry} game={game} selected={entry.slug === tag} />
                  </li>
                ))}
              </FilterSection>
            )
          })
        )}
      </nav>
    </details>
  )
}

/** §2.7 the "Games" section: All Games, then each game (keeping the selected tag). */
function GameFilters({ game, tag }: { game: NewsFiltersProps['game']; tag: NewsFiltersProps['tag'] }) {
  return (
    <FilterSection
      title="Games"
      icon={<Gamepad2 aria-hidden="true" className="size-4 text-primary" />}
      defaultOpen
    >
      <li>
        <Link
          to={newsListingPath()}
          aria-current={!game ? 'page' : undefined}
          className={cn(itemClass, !game && activeClass)}
        >
          All Games
        </Link>
      </li>
      {GAMES.map((entry) => {
        const active = entry.slug === game
        return (
          <li key={entry.slug}>
            <Link
              to={newsListingPath(entry.slug, tag)}
              aria-current={active ? 'page' : undefined}
              className={cn(itemClass, active && activeClass)}
            >
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-2 rounded-full"
                  style={{ backgroundColor: entry.color }}
                />
                {entry.name}
              </span>
            </Link>
          </li>
        )
      })}
    </FilterSection>
  )
}

function tagName(tags: readonly ArticleTag[] | undefined, slug: string): string {
  return tags?.find((entry) => entry.slug === slug)?.name ?? tagLabel(slug)
}

function FilterSection({
  title,
  icon,
  defaultOpen,
  children,
}: {
  title: string
  icon: ReactNode
  defaultOpen?: boolean
  children: ReactNode
}) {
  return (
    <Collapsible defaultOpen={defaultOpen} className="rounded-xl border bg-card shadow-sm">
      <CollapsibleTrigger className="px-4 py-3 text-sm font-semibold hover:bg-accent/50">
        <span className="flex items-center gap-2">
          {icon}
          {title}
        </span>
      </CollapsibleTrigger>
      <CollapsibleContent className="border-t px-2 py-2">
        <ul className="flex flex-col gap-0.5">{children}</ul>
      </CollapsibleContent>
    </Collapsible>
  )
}

function TagLink({ entry, game, selected }: { entry: ArticleTag; game?: GameSlug; selected: boolean }) {
  const color = normalizeHexColor(entry.color)
  // §2.7: the selected tag is highlighted in the tag's colour, with the more readable text colour on it.
  const style: CSSProperties | undefined =
    selected && color ? { backgroundColor: color, color: tagTextColor(color) } : undefined
  return (
    <Link
      to={newsListingPath(game, entry.slug)}
      aria-current={selected ? 'page' : undefined}
      style={style}
      className={cn(itemClass, selected && 'font-semibold', selected && !color && activeClass)}
    >
      <span className="flex min-w-0 items-center gap-2">
        <span
          aria-hidden="true"
          className={cn('size-2 shrink-0 rounded-full', selected && 'ring-2 ring-current')}
          style={{ backgroundColor: color ?? 'currentColor' }}
        />
        <span className="truncate">{entry.name}</span>
      </span>
      <span className={cn('text-xs tabular-nums', selected ? 'opacity-90' : 'text-muted-foreground')}>
        {`(${entry.articleCount})`}
      </span>
    </Link>
  )
}
