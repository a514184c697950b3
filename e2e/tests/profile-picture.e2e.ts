import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createAccount, signInAs } from '../support/accounts.ts'
import { allowConsole, screenshot, useBrowser, type ViewportName } from '../support/browser.ts'

const browser = useBrowser()

/** A small real PNG: a teal square. */
function png(): Promise<Buffer> {
  return sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer()
}

describe('profile picture', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`uploads a picture with a preview, shows it in the header, then removes it (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      const account = await createAccount()
      await signInAs(page, account)
      await page.goto('/profile')
      const input = page.getByLabel('Choose a picture')
      expect(await input.getAttribute('accept')).toBe('image/*')
      await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() })
      // The preview shows the chosen file before anything is sent.
      await page.locator('main img[src^="blob:"]').first().waitFor()
      await screenshot(page, 'profile-picture', { docs: true, accessible: true })

      await page.getByRole('button', { name: 'Upload picture' }).click()
      await page.getByText('Profile picture updated.').waitFor()
      const headerAvatar = page.getByRole('button', { name: `Account menu for ${account.name}` })
      await expect
        .poll(() => headerAvatar.locator('img').getAttribute('src'))
        .toMatch(/\/uploads\//)

      await page.getByRole('button', { name: 'Remove picture' }).click()
      await page.getByText('Profile picture removed.').waitFor()
      await expect
        .poll(() => headerAvatar.locator('img').getAttribute('src'))
        .not.toMatch(/\/uploads\//)
      expect(await page.getByRole('button', { name: 'Remove picture' }).count()).toBe(0)
    })
  }

  it('says why a file is refused: not an image (415) or too large (413) (phone)', async () => {
    const page = await browser.newPage('phone')
    allowConsole(page, [/Failed to load resource/])
    await signInAs(page, await createAccount())
    await page.goto('/profile')
    const input = page.getByLabel('Choose a picture')
    const upload = page.getByRole('button', { name: 'Upload picture' })

    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are words, not a picture'),
    })
    await upload.click()
    await page.getByRole('alert').getByText('This file is not an image Pasar can use').waitFor()
    expect(await input.getAttribute('aria-invalid')).toBe('true')

    const big = Buffer.concat([await png(), Buffer.alloc(5_100_000, 1)])
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big })
    await upload.click()
    await page.getByRole('alert').getByText('This picture is too large').waitFor()
    await screenshot(page, 'profile-picture-error')
  })
})
