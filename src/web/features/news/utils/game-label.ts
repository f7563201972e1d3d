import { tagLabel } from '#shared/domain/tags'

/** §3: an article without a game is "Esports"; stored spellings ("LoL", "cs2") read as their labels. */
export function articleGameLabel(game: string | null | undefined): string {
  return tagLabel(game?.trim() || 'Esports')
}
