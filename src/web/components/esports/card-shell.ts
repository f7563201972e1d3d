// The whole card is clickable through the title link's ::after (as the news cards do); other links sit above it.
export const stretchedLink =
  'card-link outline-none after:absolute after:inset-0 after:rounded-xl after:content-[""] hover:text-primary'

export const cardShell =
  'group relative flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-[border-color,box-shadow,translate] hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 has-[.card-link:focus-visible]:ring-2 has-[.card-link:focus-visible]:ring-ring has-[.card-link:focus-visible]:ring-offset-2 has-[.card-link:focus-visible]:ring-offset-background'
