// §2.13 stat values as the player page shows them; the chat writes them the same way, so a value it quotes is the
// one a reader finds on the page it cites.

function numericValue(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const text = value.trim()
  if (!text || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined
  return Number(text)
}

/** §2.13: a stat value with 2 decimals when it is numeric (a number, or a string holding one), else as is. */
export function formatStatValue(value: number | string): string {
  const number = numericValue(value)
  return number === undefined ? String(value) : number.toFixed(2)
}
