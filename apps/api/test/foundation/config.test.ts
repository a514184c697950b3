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

describe('configuration (DESIGN §4)', () => {
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
