import { describe, expect, it } from 'vitest'
import { type RuleId, rules } from '../../scripts/boundaries/check'
import { checkTree, probes, runProbe } from '../../scripts/boundaries/probes'

// Decision record 005: every boundary rule has probe files that must fail, and the clean tree passes.
// `node --import tsx scripts/check-boundaries.ts --probes` prints the same results as a table.

describe('boundary checker', () => {
  it('reports nothing on a tree that keeps every rule', () => {
    expect(checkTree()).toEqual([])
  })

  it('has a probe for every rule', () => {
    const probed = new Set(probes.map((p) => p.rule))
    expect(Object.keys(rules).filter((rule) => !probed.has(rule as RuleId))).toEqual([])
  })

  describe.each(probes.map((probe) => [`${probe.rule}: ${probe.name}`, probe] as const))('%s', (_, probe) => {
    it(`is reported as exactly ${probe.rule} on ${Object.keys(probe.files)[0]}`, () => {
      const { reported } = runProbe(probe)
      expect(reported.map((v) => ({ rule: v.rule, file: v.file }))).toEqual([
        { rule: probe.rule, file: Object.keys(probe.files)[0] },
      ])
    })
  })
})
