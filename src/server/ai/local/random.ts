// The local engine's "random" choices (§9: one of 5 summary templates, a closer from 5 lines, one of 8
// insight templates) are seeded by the article, so re-running the engine on the same article gives the
// same text byte for byte. Each choice passes its own salt, so the choices do not move together.

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

/** 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function hashSeed(text: string): number {
  let hash = FNV_OFFSET
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, FNV_PRIME)
  }
  return hash >>> 0
}

/** mulberry32: a small, fast PRNG with a 32-bit state; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A generator for one named choice of one article; the NUL separator keeps ("ab","c") apart from ("a","bc"). */
export function seededRandom(seed: string, salt: string): () => number {
  return mulberry32(hashSeed(`${seed}\u0000${salt}`))
}

/** One element of a non-empty list, chosen by the article's seed and the choice's salt. */
export function pick<T>(seed: string, salt: string, list: readonly T[]): T {
  if (list.length === 0) throw new Error(`pick("${salt}"): the list is empty`)
  const index = Math.floor(seededRandom(seed, salt)() * list.length)
  return list[index] as T
}
