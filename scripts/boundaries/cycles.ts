import type { SourceFile } from './parse'

// Import cycles over static imports, `import type` included (a type knot is two modules that cannot be read apart).
// A lazy `import()` is left out: a one-way load by design (code splitting, a DEV-only module) that runs after both
// modules are evaluated (decision record 005).

function staticEdges(files: SourceFile[]): Map<string, string[]> {
  const known = new Set(files.map((f) => f.path))
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const targets = file.imports
      .filter((ref) => ref.resolved && !ref.dynamic && ref.target && known.has(ref.target))
      .map((ref) => ref.target as string)
    edges.set(file.path, [...new Set(targets)])
  }
  return edges
}

/** Tarjan's strongly connected components, iterative so a deep graph cannot overflow the stack. */
function knots(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const found: string[][] = []
  let counter = 0
  const enter = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
  }
  for (const start of [...edges.keys()].sort()) {
    if (index.has(start)) continue
    const work = [{ node: start, next: 0 }]
    enter(start)
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; next: number }
      const out = edges.get(frame.node) ?? []
      if (frame.next < out.length) {
        const to = out[frame.next++] as string
        if (!index.has(to)) {
          enter(to)
          work.push({ node: to, next: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const component: string[] = []
      let member: string
      do {
        member = stack.pop() as string
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      const selfLoop = component.length === 1 && out.includes(frame.node)
      if (component.length > 1 || selfLoop) found.push(component.sort())
    }
  }
  return found
}

/** The shortest loop from the first file of a knot back to itself, e.g. [a, b, a]. */
function shortestLoop(component: string[], edges: Map<string, string[]>): string[] {
  const first = component[0] as string
  const members = new Set(component)
  const previous = new Map<string, string>()
  const queue = [first]
  while (queue.length) {
    const node = queue.shift() as string
    for (const to of edges.get(node) ?? []) {
      if (!members.has(to)) continue
      if (to === first) {
        const loop = [first]
        for (let at: string | undefined = node; at && at !== first; at = previous.get(at)) loop.unshift(at)
        return [first, ...loop]
      }
      if (!previous.has(to)) {
        previous.set(to, node)
        queue.push(to)
      }
    }
  }
  return [first, first]
}

export interface Cycle {
  /** e.g. [a, b, a]: a imports b, b imports a. */
  loop: string[]
  /** How many files the knot holds (several loops may run through it). */
  size: number
}

export function importCycles(files: SourceFile[]): Cycle[] {
  const edges = staticEdges(files)
  return knots(edges).map((component) => ({ loop: shortestLoop(component, edges), size: component.length }))
}
