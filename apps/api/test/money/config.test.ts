import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config.ts'

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  return ''
}

describe('PLATFORM_FEE_PERCENT and the payout keys', () => {
  it('reads the fee as basis points: 5 by default, fractions to two decimals, 0 to 100', () => {
    expect(loadConfig({}).platformFeeBasisPoints).toBe(500)
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '2.5' }).platformFeeBasisPoints).toBe(250)
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '0' }).platformFeeBasisPoints).toBe(0)
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '100' }).platformFeeBasisPoints).toBe(10_000)
    for (const bad of ['-1', '100.01', '2.555', 'five', '1e1', ''])
      expect(problem({ PLATFORM_FEE_PERCENT: bad }), bad).toContain('PLATFORM_FEE_PERCENT')
  })

  it('uses the local twin without a creator key, Iris with all three keys', () => {
    expect(loadConfig({}).iris).toBeUndefined()
    expect(loadConfig({}).localProviders).toContain('payout')
    expect(problem({ PAYOUT_CREATOR_KEY: 'c' })).toContain('PAYOUT_APPROVER_KEY: required')
    expect(problem({ PAYOUT_CREATOR_KEY: 'c' })).toContain('PAYOUT_MERCHANT_KEY: required')
    const config = loadConfig({
      PAYOUT_CREATOR_KEY: 'c',
      PAYOUT_APPROVER_KEY: 'a',
      PAYOUT_MERCHANT_KEY: 'm',
    })
    expect(config.iris).toEqual({
      apiUrl: 'https://app.sandbox.midtrans.com/iris',
      creatorKey: 'c',
      approverKey: 'a',
      merchantKey: 'm',
    })
    expect(config.localProviders).not.toContain('payout')
  })
})
