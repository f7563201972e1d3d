/**
 * The live count above a list (§2.5 "Showing N articles", §2.10/§2.12 teams and players): "Showing 1 team",
 * "Showing 12 teams", in the singular when there is one.
 */
export function showingText(count: number, noun: 'article' | 'team' | 'player'): string {
  return `Showing ${count} ${count === 1 ? noun : `${noun}s`}`
}
