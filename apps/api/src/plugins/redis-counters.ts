import { Redis } from 'ioredis'
import { COUNTER_PREFIX, type AttemptCounters } from './attempt-counters.ts'

const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`

const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`

type CounterRedis = Redis & {
  pasarHit(key: string, windowMs: number): Promise<[number, number]>
  pasarUndo(key: string): Promise<number>
}

/** Counters shared by every API process through Redis (REDIS_URL). */
export function redisCounters(url: string): AttemptCounters {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  }) as CounterRedis
  redis.defineCommand('pasarHit', { numberOfKeys: 1, lua: HIT })
  redis.defineCommand('pasarUndo', { numberOfKeys: 1, lua: UNDO })
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = await redis.pasarHit(COUNTER_PREFIX + key, windowMs)
      return { count, ttlMs }
    },
    async undo(key) {
      await redis.pasarUndo(COUNTER_PREFIX + key)
    },
    async close() {
      await redis.quit()
    },
  }
}
