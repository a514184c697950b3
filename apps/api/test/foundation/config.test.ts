import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config.ts'

function problem(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('the configuration was accepted')
}

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.storage.kind).toBe('local')
    expect(config.seedDemo).toBe(true)
    expect(config.catalogueCacheChars).toBe(16 * 1024 * 1024)
    expect(config.accessTokenTtlMs).toBe(15 * 60_000)
    expect(config.refreshTokenTtlMs).toBe(30 * 24 * 3_600_000)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'pasar dot test' }, 'PUBLIC_URL'],
    [{ ACCESS_TOKEN_TTL: 'soon' }, 'ACCESS_TOKEN_TTL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ CATALOGUE_CACHE_MB: '-1' }, 'CATALOGUE_CACHE_MB'],
    [{ STORAGE: 'ftp' }, 'STORAGE'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ MIDTRANS_SERVER_KEY: 'server-key' }, 'MIDTRANS_CLIENT_KEY'],
    [{ ADMIN_EMAILS: 'ops@example.com, nobody' }, 'ADMIN_EMAILS'],
  ])('refuses %j and names %s', (env, variable) => {
    expect(problem(env)).toMatch(new RegExp(`^Invalid configuration:[\\s\\S]*\\b${variable}: `))
  })

  it('names every bad variable at once', () => {
    const message = problem({ PORT: 'x', LOG_LEVEL: 'loud' })
    expect(message).toContain('PORT: ')
    expect(message).toContain('LOG_LEVEL: ')
  })

  it('takes PUBLIC_URL without its trailing slash and PORT into the default URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pasar.example/' }).publicUrl).toBe(
      'https://pasar.example',
    )
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100')
  })
})

describe('local providers in production (docs/decisions/0720)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) }
  const realKeys = {
    MIDTRANS_SERVER_KEY: 'server-key',
    MIDTRANS_CLIENT_KEY: 'client-key',
    GOOGLE_CLIENT_ID: 'client-id',
    GOOGLE_CLIENT_SECRET: 'client-secret',
    SHIPPING_API_KEY: 'biteship-key',
    PAYOUT_CREATOR_KEY: 'iris-creator',
    PAYOUT_APPROVER_KEY: 'iris-approver',
    PAYOUT_MERCHANT_KEY: 'iris-merchant',
  }

  it('refuses to start without the real keys, naming them and ALLOW_LOCAL_PROVIDERS', () => {
    const message = problem(production)
    expect(message).toContain('MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY: required')
    expect(message).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: required')
    expect(message).toContain('SHIPPING_API_KEY: required when NODE_ENV=production')
    expect(message).toContain('ALLOW_LOCAL_PROVIDERS: set it to true')
  })

  it('names only the provider that is still local', () => {
    const message = problem({ ...production, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })
    expect(message).toContain('MIDTRANS_SERVER_KEY')
    expect(message).not.toContain('GOOGLE_CLIENT_ID')
  })

  it('starts with ALLOW_LOCAL_PROVIDERS=true and lists the local providers', () => {
    const config = loadConfig({ ...production, ALLOW_LOCAL_PROVIDERS: 'true' })
    expect(config.localProviders).toEqual(['payment', 'identity', 'shipping', 'payout'])
  })

  it('starts with the real keys and no local provider', () => {
    expect(loadConfig({ ...production, ...realKeys }).localProviders).toEqual([])
  })

  it('keeps development working with the local providers by default', () => {
    expect(loadConfig({}).localProviders).toEqual(['payment', 'identity', 'shipping', 'payout'])
  })

  it('refuses an ALLOW_LOCAL_PROVIDERS that is not a flag', () => {
    expect(problem({ ALLOW_LOCAL_PROVIDERS: 'sure' })).toContain('ALLOW_LOCAL_PROVIDERS: ')
  })
})
