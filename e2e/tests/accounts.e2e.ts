import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { createAccount, signInAs } from '../support/accounts.ts'
import { expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'

const browser = useBrowser()

/** The newest mail the server wrote to DATA_DIR/mail for the address, or undefined. */
function latestMailTo(email: string): string | undefined {
  const dir = path.join(inject('dataDir'), 'mail')
  if (!fs.existsSync(dir)) return undefined
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
    .at(-1)
}

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click()
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
}

describe('accounts', () => {
  it('signs up, signs in, edits the profile, signs out, resets the password and signs in again', async () => {
    const page = await browser.newPage('desktop')
    const id = randomBytes(3).toString('hex')
    const email = `putri-${id}@example.com`
    const name = `Putri ${id}`

    await page.goto('/sign-up')
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor()
    await page.getByLabel('Username').fill(`putri_${id}`)
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('first-secret')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page.getByText('Success Sign up. Please Sign in').waitFor()
    await page.waitForURL('**/sign-in')

    await signInWithForm(page, email, 'first-secret')
    await page.getByText('Success Sign in').waitFor()
    await page.waitForURL((url) => url.pathname === '/')

    await openUserMenu(page, name)
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await page.waitForURL('**/profile')
    const nameInput = page.getByLabel('Name', { exact: true })
    await expect.poll(() => nameInput.inputValue()).toBe(name)
    await nameInput.fill(`Putri Ayu ${id}`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Profile updated.').waitFor()

    await openUserMenu(page, `Putri Ayu ${id}`)
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.getByText('Logout successful.').waitFor()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('link', { name: 'Sign In' }).waitFor()
    const stored = await page.evaluate(() => localStorage.getItem('root') ?? '')
    expect(stored).not.toContain(email)

    await page.goto('/sign-in')
    await page.getByRole('link', { name: 'Reset password' }).click()
    await page.waitForURL('**/signin/reset-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('Verification code').waitFor()
    await expect.poll(() => latestMailTo(email), { timeout: 10_000 }).toBeDefined()
    const code = /reset code is: ([A-Z0-9]{6})/.exec(latestMailTo(email) ?? '')?.[1]
    expect(code).toMatch(/^[A-Z0-9]{6}$/)
    await page.getByLabel('Verification code').fill(code ?? '')
    await page.getByLabel('New password', { exact: true }).fill('second-secret')
    await page.getByLabel('Confirm new password').fill('second-secret')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.waitForURL('**/sign-in')

    await signInWithForm(page, email, 'first-secret')
    await page
      .getByText('Sign in failed. Please check your email and password and try again.')
      .waitFor()
    await signInWithForm(page, email, 'second-secret')
    await page.getByText('Success Sign in').waitFor()
    await page.waitForURL((url) => url.pathname === '/')
    // A signed-in user opening /sign-in is taken home.
    await page.goto('/sign-in')
    await page.waitForURL((url) => url.pathname === '/')
    expectNoPageErrors(page, [/401/])
  })

  it('signs in with Google through the local identity provider popup', async () => {
    const page = await browser.newPage('desktop')
    const id = randomBytes(3).toString('hex')
    await page.goto('/sign-in')
    const google = page.getByRole('button', { name: 'Google' })
    await expect.poll(() => google.isEnabled()).toBe(true)
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()])
    await popup.getByRole('heading', { name: 'Choose an account' }).waitFor()
    await screenshot(popup, 'local-google-consent', { accessible: true })
    await popup.getByRole('textbox', { name: 'Name' }).fill(`Galih ${id}`)
    await popup.getByRole('textbox', { name: 'Email' }).fill(`galih-${id}@gmail.test`)
    await popup.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Login Success').waitFor()
    await page.waitForURL((url) => url.pathname === '/')
    await openUserMenu(page, `Galih ${id}`)
    await page.getByText(`galih-${id}@gmail.test`).waitFor()
    expectNoPageErrors(page)
  })

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows sign-in, sign-up and profile cleanly (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      await page.goto('/sign-in')
      await page.getByRole('heading', { name: 'Sign in' }).waitFor()
      await page.getByText('Choose your preferred sign in method').waitFor()
      await expect.poll(() => page.getByRole('button', { name: 'Google' }).isEnabled()).toBe(true)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByText('Please enter a valid email address.').waitFor()
      await screenshot(page, 'sign-in', { accessible: true })

      await page.goto('/sign-up')
      await page.getByRole('heading', { name: 'Sign Up' }).waitFor()
      await expect.poll(() => page.getByRole('button', { name: 'Google' }).isEnabled()).toBe(true)
      await screenshot(page, 'sign-up', { accessible: true })

      await page.goto('/signin/reset-password')
      await page.getByRole('heading', { name: 'Reset password' }).waitFor()
      await screenshot(page, 'reset-password', { accessible: true })

      const account = await createAccount({ name: `Sekar Ayu ${viewport}` })
      await signInAs(page, account)
      await page.goto('/profile')
      await expect
        .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
        .toBe(account.name)
      await screenshot(page, 'profile', { accessible: true })

      await openUserMenu(page, account.name)
      await page.getByRole('menuitem', { name: 'My Dashboard' }).waitFor()
      await screenshot(page, 'user-menu')
      expectNoPageErrors(page)
    })
  }
})
