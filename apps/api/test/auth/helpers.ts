import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { LoginResponse, User } from '@pasar/shared'
import type { App } from '../../src/app.ts'

export interface NewAccount {
  email: string
  username: string
  name: string
  password: string
}

export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  const id = randomBytes(4).toString('hex')
  return {
    email: `person-${id}@example.com`,
    username: `person_${id}`,
    name: `Person ${id}`,
    password: 'correct-horse',
    ...overrides,
  }
}

/** A registration whose every field is invalid (too short, or no email): one error each. */
export const INVALID_ACCOUNT = { email: 'not-an-email', username: 'ab', name: 'A', password: '1' }

/** POST /register with this body; answered as it came (any status). */
export function postRegister(app: App, body: object) {
  return app.inject({ method: 'POST', url: '/register', payload: body })
}

export async function register(app: App, account: NewAccount): Promise<User> {
  const res = await postRegister(app, account)
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { data: User }).data
}

/** POST /login with the account's email and password, answered as it came (any status). */
export function postLogin(app: App, account: Pick<NewAccount, 'email' | 'password'>) {
  return app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: account.email, password: account.password },
  })
}

export async function login(
  app: App,
  account: Pick<NewAccount, 'email' | 'password'>,
): Promise<LoginResponse> {
  const res = await postLogin(app, account)
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`)
  return res.json()
}

/** Headers that sign a request in as the account, which signs in through POST /login. */
export async function signIn(
  app: App,
  account: Pick<NewAccount, 'email' | 'password'>,
): Promise<{ authorization: string }> {
  const { accessToken } = await login(app, account)
  return { authorization: `Bearer ${accessToken}` }
}

/** GET /me with these headers (signed in or not); answered as it came. */
export function getMe(app: App, auth: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/me', headers: auth })
}

/** PATCH /me with these headers (signed in or not); answered as it came. */
export function patchMe(app: App, auth: { authorization: string }, payload: object) {
  return app.inject({ method: 'PATCH', url: '/me', headers: auth, payload })
}

/** A multipart form with one picture, me.png, in `field`: what the profile page uploads. */
export function pictureForm(bytes: Uint8Array, field = 'picture', type = 'image/png') {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'me.png')
  return form
}

/** POST /me/picture with this form and these headers; answered as it came. */
export function postPicture(app: App, auth: { authorization: string }, payload: FormData) {
  return app.inject({ method: 'POST', url: '/me/picture', headers: auth, payload })
}

/** POST /refresh-token with the token in the body, answered as it came. */
export function postRefresh(app: App, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/refresh-token', payload: { refreshToken } })
}

/** The refresh_token cookie a response set ('' when it cleared it), or undefined. */
export function refreshCookie(res: {
  cookies: { name: string; value: string; path?: string; [key: string]: unknown }[]
}) {
  return res.cookies.find((c) => c.name === 'refresh_token')
}

/** Mails written to DATA_DIR/mail for one recipient, oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'mail')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
}

export function codeIn(mail: string | undefined): string | undefined {
  return mail ? /reset code is: ([A-Z0-9]{6})/.exec(mail)?.[1] : undefined
}

/** Every string anywhere in a JSON value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}
