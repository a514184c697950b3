import path from 'node:path'
import type { LocalProvider } from '@pasar/shared'
import { z } from 'zod'
import { parseDuration } from './lib/duration.ts'

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const ms = parseDuration(text)
      if (ms === undefined || ms <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a duration like 15m, 24h or 30d, got '${text}'`,
        })
        return z.NEVER
      }
      return ms
    })

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)))

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

const url = z.url({ message: 'must be a URL' })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(url.optional()),
  PUBLIC_URL: optionalText.pipe(url.optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  ORDER_PAYMENT_TTL: duration('24h'),
  /**
   * How often the jobs run (expiry, ship-by cancels, tracking, auto-complete, retries); 'off'
   * disables them (the default in tests). ORDER_EXPIRY_INTERVAL is its older name, still accepted.
   */
  JOBS_INTERVAL: optionalText,
  ORDER_EXPIRY_INTERVAL: optionalText,
  /** A shipped store order's tracking is asked again at most this often. */
  TRACKING_REFRESH: duration('1h'),
  /** The order loop's timers (docs/product.md#order-loop). */
  SHIP_WITHIN: duration('3d'),
  AUTO_COMPLETE_AFTER: duration('3d'),
  REVIEW_WINDOW: duration('30d'),
  MIDTRANS_SERVER_KEY: optionalText,
  MIDTRANS_CLIENT_KEY: optionalText,
  MIDTRANS_IS_PRODUCTION: flag(false),
  MIDTRANS_SNAP_URL: optionalText.pipe(url.optional()),
  MIDTRANS_API_URL: optionalText.pipe(url.optional()),
  MIDTRANS_SNAP_JS_URL: optionalText.pipe(url.optional()),
  /**
   * The platform's fee on a completed store order's items, in percent: 0 to 100 with at most two
   * decimals (e.g. 5 or 2.5); kept as basis points (docs/decisions/0980).
   */
  PLATFORM_FEE_PERCENT: z
    .string()
    .default('5')
    .refine((text) => /^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(text.trim()) && Number(text) <= 100, {
      message: "must be a percentage from 0 to 100 with at most two decimals, e.g. '5' or '2.5'",
    })
    .transform((text) => Math.round(Number(text) * 100)),
  /**
   * Seller payouts over Midtrans Iris (docs/decisions/0981); without PAYOUT_CREATOR_KEY the
   * built-in local twin answers.
   */
  PAYOUT_API_URL: optionalText.pipe(url.optional()),
  PAYOUT_CREATOR_KEY: optionalText,
  PAYOUT_APPROVER_KEY: optionalText,
  /** Iris signs its notifications with the merchant key (header Iris-Signature). */
  PAYOUT_MERCHANT_KEY: optionalText,
  /** Biteship (docs/decisions/0801); without SHIPPING_API_KEY the built-in local twin answers. */
  SHIPPING_API_URL: optionalText.pipe(url.optional()),
  SHIPPING_API_KEY: optionalText,
  SHIPPING_COURIERS: optionalText
    .transform((text = 'jne,jnt,sicepat,anteraja,pos') =>
      text.split(',').map((code) => code.trim().toLowerCase()),
    )
    .refine((codes) => codes.every((code) => /^[a-z0-9_]{2,20}$/.test(code)), {
      message: "must be courier codes separated by commas, e.g. 'jne,jnt,sicepat'",
    }),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_TOKEN_URL: z
    .url({ message: 'must be a URL' })
    .default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z
    .url({ message: 'must be a URL' })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  SMTP_URL: optionalText.pipe(url.optional()),
  MAIL_FROM: z.string().default('Pasar <no-reply@pasar.local>'),
  STORAGE: z.enum(['local', 's3'], { message: "must be 'local' or 's3'" }).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(url.optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(url.optional()),
  REDIS_URL: optionalText.pipe(url.optional()),
  TRUST_PROXY: flag(false),
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(5),
  /**
   * Memory for catalogue answers kept while the catalogue stands still (ADR 0205); 0 keeps none.
   */
  CATALOGUE_CACHE_MB: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .default(16),
  SEED_DEMO: flag(true),
  /** Lets NODE_ENV=production run with simulated providers, on purpose (a public demo). */
  ALLOW_LOCAL_PROVIDERS: flag(false),
  WEB_DIST: optionalText,
  /** Operators: the users with these emails run /admin (docs/decisions/0950-operators.md). */
  ADMIN_EMAILS: optionalText
    .transform((text = '') =>
      text
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    )
    .refine((emails) => emails.every((email) => /^[^\s@]+@[^\s@]+$/.test(email)), {
      message: "must be emails separated by commas, e.g. 'ops@example.com,ana@example.com'",
    }),
})

export class ConfigError extends Error {}

function jobsInterval(env: z.infer<typeof envSchema>): number | undefined {
  const text =
    env.JOBS_INTERVAL ?? env.ORDER_EXPIRY_INTERVAL ?? (env.NODE_ENV === 'test' ? 'off' : '1m')
  return text === 'off' ? undefined : parseDuration(text)
}

/**
 * The providers that run as their built-in local twin because the real one's keys are not set,
 * each with the variables that configure the real one (docs/decisions/0720).
 */
function localProviders(env: z.infer<typeof envSchema>): { kind: LocalProvider; keys: string }[] {
  const local: { kind: LocalProvider; keys: string }[] = []
  if (!env.MIDTRANS_SERVER_KEY)
    local.push({ kind: 'payment', keys: 'MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY' })
  if (!env.GOOGLE_CLIENT_ID)
    local.push({ kind: 'identity', keys: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET' })
  if (!env.SHIPPING_API_KEY) local.push({ kind: 'shipping', keys: 'SHIPPING_API_KEY' })
  if (!env.PAYOUT_CREATOR_KEY)
    local.push({
      kind: 'payout',
      keys: 'PAYOUT_CREATOR_KEY, PAYOUT_APPROVER_KEY and PAYOUT_MERCHANT_KEY',
    })
  return local
}

/** S3_PUBLIC_URL, else the bucket under S3_ENDPOINT (path style), else AWS's bucket host. */
function s3PublicUrl(env: z.infer<typeof envSchema>): string {
  const trim = (url: string) => url.replace(/\/+$/, '')
  if (env.S3_PUBLIC_URL) return trim(env.S3_PUBLIC_URL)
  if (env.S3_ENDPOINT) return `${trim(env.S3_ENDPOINT)}/${env.S3_BUCKET ?? ''}`
  return `https://${env.S3_BUCKET ?? ''}.s3.${env.S3_REGION}.amazonaws.com`
}

export type Config = ReturnType<typeof toConfig>

function toConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  const midtransHosts = env.MIDTRANS_IS_PRODUCTION
    ? {
        snap: 'https://app.midtrans.com/snap',
        api: 'https://api.midtrans.com',
        js: 'https://app.midtrans.com/snap/snap.js',
      }
    : {
        snap: 'https://app.sandbox.midtrans.com/snap',
        api: 'https://api.sandbox.midtrans.com',
        js: 'https://app.sandbox.midtrans.com/snap/snap.js',
      }
  const dataDir = path.resolve(env.DATA_DIR)
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    /** Undefined until resolved: server start generates one under DATA_DIR (see secrets.ts). */
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlMs: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: env.REFRESH_TOKEN_TTL,
    orderPaymentTtlMs: env.ORDER_PAYMENT_TTL,
    /** Undefined: the jobs do not run. */
    jobsIntervalMs: jobsInterval(env),
    trackingRefreshMs: env.TRACKING_REFRESH,
    shipWithinMs: env.SHIP_WITHIN,
    autoCompleteAfterMs: env.AUTO_COMPLETE_AFTER,
    reviewWindowMs: env.REVIEW_WINDOW,
    /** Lower-cased emails of the operators (docs/decisions/0950-operators.md). */
    operatorEmails: env.ADMIN_EMAILS,
    seedDemo: env.SEED_DEMO,
    /** Simulated providers in use; the start-up log and GET /api/v1/config name them. */
    localProviders: localProviders(env).map((provider) => provider.kind),
    /** Characters of kept catalogue answers (JSON text, about one byte each). */
    catalogueCacheChars: env.CATALOGUE_CACHE_MB * 1024 * 1024,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    midtrans: env.MIDTRANS_SERVER_KEY
      ? {
          provider: 'midtrans' as const,
          serverKey: env.MIDTRANS_SERVER_KEY,
          clientKey: env.MIDTRANS_CLIENT_KEY ?? '',
          snapUrl: (env.MIDTRANS_SNAP_URL ?? midtransHosts.snap).replace(/\/+$/, ''),
          apiUrl: (env.MIDTRANS_API_URL ?? midtransHosts.api).replace(/\/+$/, ''),
          snapJsUrl: env.MIDTRANS_SNAP_JS_URL ?? midtransHosts.js,
        }
      : undefined,
    shipping: {
      /** Courier codes offered at checkout, in Biteship's words. */
      couriers: [...new Set(env.SHIPPING_COURIERS)],
      /** Undefined: the local twin (providers/shipping/local). */
      biteship: env.SHIPPING_API_KEY
        ? {
            apiUrl: (env.SHIPPING_API_URL ?? 'https://api.biteship.com').replace(/\/+$/, ''),
            apiKey: env.SHIPPING_API_KEY,
          }
        : undefined,
    },
    /** The platform fee in basis points of the items (500 = 5 %). */
    platformFeeBasisPoints: env.PLATFORM_FEE_PERCENT,
    /** Undefined: the local Iris twin (providers/payout/local). */
    iris: env.PAYOUT_CREATOR_KEY
      ? {
          apiUrl: (env.PAYOUT_API_URL ?? 'https://app.sandbox.midtrans.com/iris').replace(
            /\/+$/,
            '',
          ),
          creatorKey: env.PAYOUT_CREATOR_KEY,
          approverKey: env.PAYOUT_APPROVER_KEY ?? '',
          merchantKey: env.PAYOUT_MERCHANT_KEY ?? '',
        }
      : undefined,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
          tokenUrl: env.GOOGLE_TOKEN_URL,
          jwksUrl: env.GOOGLE_JWKS_URL,
        }
      : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3' as const,
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            /** Where browsers load the files from; the CSP allows its origin for images. */
            publicUrl: s3PublicUrl(env),
          }
        : { kind: 'local' as const, dir: path.join(dataDir, 'uploads') },
    redisUrl: env.REDIS_URL,
    /** Only behind a proxy that sets X-Forwarded-For may the client address come from it. */
    trustProxy: env.TRUST_PROXY,
    /**
     * Attempts per minute on /login, /password/forgot and /password/reset, per IP and per email.
     */
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
  }
}

/**
 * Reads and validates the environment once (docs/architecture.md#api-layers). Nothing else reads
 * process.env. Throws ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`)
  }
  const e = parsed.data
  const problems: string[] = []
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET)
    problems.push('JWT_SECRET: required when NODE_ENV=production')
  if (e.MIDTRANS_SERVER_KEY && !e.MIDTRANS_CLIENT_KEY)
    problems.push('MIDTRANS_CLIENT_KEY: required with MIDTRANS_SERVER_KEY')
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET)
    problems.push('GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID')
  if (e.PAYOUT_CREATOR_KEY && !e.PAYOUT_APPROVER_KEY)
    problems.push('PAYOUT_APPROVER_KEY: required with PAYOUT_CREATOR_KEY')
  if (e.PAYOUT_CREATOR_KEY && !e.PAYOUT_MERCHANT_KEY)
    problems.push('PAYOUT_MERCHANT_KEY: required with PAYOUT_CREATOR_KEY')
  for (const name of ['JOBS_INTERVAL', 'ORDER_EXPIRY_INTERVAL'] as const) {
    const text = e[name]
    if (text && text !== 'off' && !(parseDuration(text) ?? 0))
      problems.push(`${name}: must be a duration like 30s or 1m, or 'off'`)
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3')
  const local = localProviders(e)
  if (e.NODE_ENV === 'production' && !e.ALLOW_LOCAL_PROVIDERS && local.length > 0) {
    problems.push(
      ...local.map(
        ({ kind, keys }) => `${keys}: required when NODE_ENV=production (the ${kind} provider)`,
      ),
      'ALLOW_LOCAL_PROVIDERS: set it to true to run the local (simulated) providers on purpose, ' +
        'e.g. for a public demo: anyone can then sign in as any email and pay without money',
    )
  }
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  return toConfig(e)
}
