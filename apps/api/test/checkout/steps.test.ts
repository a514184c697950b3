import { describe, expect, it } from 'vitest'
import { runSteps, type Step } from '../../src/modules/checkout/steps.ts'

describe('checkout steps', () => {
  it('compensates the steps that completed, latest first, and throws the failure on', async () => {
    const log: string[] = []
    const failure = new Error('provider down')
    const step = (name: string, fail = false): Step<string[]> => ({
      name,
      run: (seen) => {
        if (fail) throw failure
        seen.push(`run ${name}`)
      },
      compensate: async (seen, error) => {
        seen.push(`undo ${name} (${(error as Error).message})`)
      },
    })
    await expect(runSteps([step('a'), step('b'), step('c', true)], log)).rejects.toBe(failure)
    // The failing step itself is not compensated: it did nothing that completed.
    expect(log).toEqual(['run a', 'run b', 'undo b (provider down)', 'undo a (provider down)'])
  })

  it('runs every step when none fails, compensating nothing', async () => {
    const log: string[] = []
    await runSteps([{ name: 'only', run: (seen: string[]) => void seen.push('ran') }], log)
    expect(log).toEqual(['ran'])
  })
})
