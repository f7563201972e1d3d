import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createTailwindMerge, type ExperimentalParsedClassName, getDefaultConfig } from 'tailwind-merge'
import type { Plugin } from 'vite'

// tailwind-merge (behind `cn`) ships a description of every Tailwind class: about 8 KB gzipped in every
// page's first download. Like Tailwind, which makes CSS only for class names written out in full in the
// source, the build gives it a description of only the classes written in src/web and src/shared, each
// mapped to the class group the full description gives it, with the conflicts between the groups used. `cn`
// then merges those classes exactly as the full library does (tests/tailwind-merge-subset.test.ts compares
// every pair). The dev server and the unit tests use the full library.

type Validator = (value: string) => boolean
type Theme = Record<string, readonly Definition[]>
type ThemeGetter = ((theme: Theme) => readonly Definition[]) & { isThemeGetter: true }
type Definition = string | Validator | ThemeGetter | { [part: string]: readonly Definition[] }

interface ClassPart {
  next: Map<string, ClassPart>
  validators: { groupId: string; validator: Validator }[]
  groupId?: string
}

/** The class group of a class name under the full configuration (tailwind-merge's lookup is private). */
function classGroupLookup(config: {
  theme: Theme
  classGroups: Record<string, readonly Definition[]>
}): (className: string) => string | undefined {
  const part = (): ClassPart => ({ next: new Map(), validators: [] })
  const root = part()
  const at = (from: ClassPart, path: string) => {
    let current = from
    for (const name of path.split('-')) {
      const next = current.next.get(name) ?? part()
      current.next.set(name, next)
      current = next
    }
    return current
  }
  const add = (definitions: readonly Definition[], into: ClassPart, groupId: string): void => {
    for (const definition of definitions) {
      if (typeof definition === 'string') (definition === '' ? into : at(into, definition)).groupId = groupId
      else if (typeof definition === 'function') {
        if ('isThemeGetter' in definition && definition.isThemeGetter)
          add(definition(config.theme), into, groupId)
        else into.validators.push({ groupId, validator: definition as Validator })
      } else for (const [key, nested] of Object.entries(definition)) add(nested, at(into, key), groupId)
    }
  }
  for (const [groupId, definitions] of Object.entries(config.classGroups)) add(definitions, root, groupId)

  const find = (parts: string[], index: number, from: ClassPart): string | undefined => {
    if (index === parts.length) return from.groupId
    const next = from.next.get(parts[index]!)
    const found = next && find(parts, index + 1, next)
    if (found) return found
    const rest = parts.slice(index).join('-')
    return from.validators.find(({ validator }) => validator(rest))?.groupId
  }
  return (className) => {
    const parts = className.split('-')
    // "-mt-2" is looked up as "mt-2".
    return find(parts, parts[0] === '' && parts.length > 1 ? 1 : 0, root)
  }
}

/** Every word of the files that could be a class name: split at spaces, quotes and braces. */
export function classCandidates(texts: Iterable<string>): Set<string> {
  const candidates = new Set<string>()
  for (const text of texts) {
    for (const word of text.split(/[\s"'`{}]+/)) if (word) candidates.add(word)
    // Arbitrary values holding quotes, e.g. "content-['']", are whole inside their string literal.
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (word) candidates.add(word)
  }
  return candidates
}

export type SubsetConfig = ReturnType<Parameters<typeof createTailwindMerge>[0]>

/** The tailwind-merge configuration describing only these class names. */
export function subsetConfig(candidates: Iterable<string>): SubsetConfig {
  const full = getDefaultConfig()
  const groupOf = classGroupLookup(full as unknown as Parameters<typeof classGroupLookup>[0])
  // The library's own parser (modifiers, "!", "/50"), reached through its parsing hook.
  let parsed: ExperimentalParsedClassName | undefined
  const mergeParsing = createTailwindMerge(() => ({
    ...full,
    cacheSize: 0,
    experimentalParseClassName: ({ className, parseClassName }) => {
      parsed = parseClassName(className)
      return parsed
    },
  }))

  const parse = (className: string): ExperimentalParsedClassName | undefined => {
    parsed = undefined
    mergeParsing(className)
    return parsed
  }
  const classGroups: Record<string, Set<string>> = {}
  const register = (name: string) => {
    const groupId = groupOf(name)
    if (!groupId) return
    classGroups[groupId] ??= new Set()
    classGroups[groupId].add(name.startsWith('-') ? name.slice(1) : name)
  }
  for (const candidate of candidates) {
    const className = parse(candidate)
    if (
      !className ||
      className.isExternal ||
      !className.baseClassName ||
      className.baseClassName.startsWith('[')
    )
      continue
    const { baseClassName, maybePostfixModifierPosition } = className
    // tailwind-merge looks a class up without its postfix ("bg-muted" of "bg-muted/60"), and with it.
    if (maybePostfixModifierPosition) register(baseClassName.slice(0, maybePostfixModifierPosition))
    register(baseClassName)
  }

  const used = new Set(Object.keys(classGroups))
  const within = (conflicts: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(conflicts)
        .filter(([groupId]) => used.has(groupId))
        .map(([groupId, ids]) => [groupId, (ids ?? []).filter((id) => used.has(id))] as const)
        .filter(([, ids]) => ids.length > 0),
    )
  return {
    cacheSize: full.cacheSize,
    theme: {},
    classGroups: Object.fromEntries(
      Object.entries(classGroups)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([groupId, names]) => [groupId, [...names].sort()]),
    ),
    conflictingClassGroups: within(full.conflictingClassGroups),
    conflictingClassGroupModifiers: within(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (full.postfixLookupClassGroups ?? []).filter((id) => used.has(id)),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
  } as SubsetConfig
}

/** The .ts and .tsx files under these folders, tests left out. */
export function sourceTexts(folders: string[]): string[] {
  const texts: string[] = []
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        texts.push(readFileSync(path, 'utf8'))
    }
  }
  for (const folder of folders) visit(folder)
  return texts
}

const SUBSET_ID = '\0tailwind-merge-subset'

/** In a build, `twMerge` of 'tailwind-merge' is one that knows only the classes written in `folders`. */
export function tailwindMergeSubset(folders: string[]): Plugin {
  return {
    name: 'tailwind-merge-subset',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      // The subset module itself imports the real library.
      if (source === 'tailwind-merge' && importer !== SUBSET_ID) return SUBSET_ID
      return null
    },
    load(id) {
      if (id !== SUBSET_ID) return null
      const config = subsetConfig(classCandidates(sourceTexts(folders)))
      return [
        "import { createTailwindMerge } from 'tailwind-merge'",
        "export * from 'tailwind-merge'",
        `export const twMerge = createTailwindMerge(() => (${JSON.stringify(config)}))`,
      ].join('\n')
    },
  }
}
