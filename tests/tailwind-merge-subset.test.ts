import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { classCandidates, sourceTexts, subsetConfig } from '../scripts/tailwind-merge-subset'

const candidates = classCandidates(sourceTexts(['src/web', 'src/shared']))
const subsetMerge = createTailwindMerge(() => subsetConfig(candidates))

/** The modifiers of a class as tailwind-merge reads them, sorted: "hover:!" of "hover:!px-2". */
let modifiers = ''
const readModifiers = createTailwindMerge(() => ({
  ...getDefaultConfig(),
  cacheSize: 0,
  experimentalParseClassName: ({ className, parseClassName }) => {
    const parsed = parseClassName(className)
    modifiers = [...parsed.modifiers].sort().join(':') + (parsed.hasImportantModifier ? '!' : '')
    return parsed
  },
}))
function modifiersOf(name: string): string {
  readModifiers(name)
  return modifiers
}

describe('the tailwind-merge subset of the build', () => {
  it('finds the class names of the source, quoted arbitrary values included', () => {
    const found = classCandidates([
      `<span className="inline-flex gap-2 data-[state=active]:bg-background">{x}</span>`,
      `cn('px-4', open && "after:content-['']", \`text-sm \${extra}\`)`,
    ])
    for (const name of [
      'inline-flex',
      'gap-2',
      'data-[state=active]:bg-background',
      'px-4',
      "after:content-['']",
      'text-sm',
    ])
      expect(found).toContain(name)
  })

  it('merges every pair of the classes written in src/web and src/shared as the full library does', () => {
    // A Tailwind class is one the full library folds into itself when repeated. Two classes can only conflict
    // under the same modifiers ("hover:", "md:", "!"), so the pairs are taken within each set of modifiers.
    const byModifiers = new Map<string, string[]>()
    for (const name of candidates) {
      if (twMerge(`${name} ${name}`) !== name) continue
      const key = modifiersOf(name)
      byModifiers.set(key, [...(byModifiers.get(key) ?? []), name])
    }
    expect(byModifiers.get('')?.length).toBeGreaterThan(300)
    const differences: string[] = []
    for (const classes of byModifiers.values())
      for (const first of classes)
        for (const second of classes) {
          const list = `${first} ${second}`
          if (subsetMerge(list) !== twMerge(list)) differences.push(list)
        }
    expect(differences.slice(0, 20)).toEqual([])
  })

  it('overrides a component class with the caller’s, keeps unknown classes, and honours modifiers', () => {
    expect(subsetMerge('inline-flex h-9 px-4 py-2 text-sm', 'h-11 px-8 text-base')).toBe(
      'inline-flex py-2 h-11 px-8 text-base',
    )
    expect(subsetMerge('p-4 px-6', 'p-2')).toBe('p-2')
    expect(subsetMerge('bg-primary hover:bg-primary/90', 'bg-muted/60')).toBe(
      'hover:bg-primary/90 bg-muted/60',
    )
    expect(subsetMerge('my-own-class text-sm', 'text-lg')).toBe('my-own-class text-lg')
  })
})
