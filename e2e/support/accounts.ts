import { randomBytes } from 'node:crypto'
import type { LoginResponse } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { baseURL } from './browser.ts'

export interface Account {
  email: string
  username: string
  name: string
  password: string
}

export const DEMO_SHOPPER: Account = {
  email: 'shopper@pasar.test',
  username: 'demo_shopper',
  name: 'Dewi Lestari',
  password: 'pasar-demo',
}

async function post<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`)
  return (res.status === 204 ? undefined : await res.json()) as T
}

/** Registers a fresh account through the API. */
export async function createAccount(overrides: Partial<Account> = {}): Promise<Account> {
  const id = randomBytes(4).toString('hex')
  const account: Account = {
    email: `shopper-${id}@example.com`,
    username: `shopper_${id}`,
    name: `Shopper ${id}`,
    password: 'correct-horse',
    ...overrides,
  }
  await post('/register', account)
  return account
}

export function login(account: Pick<Account, 'email' | 'password'>): Promise<LoginResponse> {
  return post<LoginResponse>('/login', { email: account.email, password: account.password })
}

/** Signs the page in as the account (API login, then the persisted session the app reads). */
export async function signInAs(page: Page, account: Account): Promise<LoginResponse> {
  const session = await login(account)
  await page.goto('/')
  await page.evaluate((s) => {
    localStorage.setItem(
      'root',
      JSON.stringify({
        version: 1,
        auth: { data: s.data, token: { accessToken: s.accessToken } },
      }),
    )
  }, session)
  await page
    .context()
    .addCookies([{ name: 'refresh_token', value: session.refreshToken, url: baseURL() }])
  return session
}

/** An authenticated JSON call as the account's session (for creating test data). */
export async function apiAs<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
  return (res.status === 204 ? undefined : await res.json()) as T
}
