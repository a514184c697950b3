import { describe, expect, it } from 'vitest'
import { expectAccessible, expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'

const browser = useBrowser()

describe('app shell', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the not-found page for an unknown path (${viewport})`, async () => {
      const page = await browser.newPage(viewport)
      await page.goto('/no-such-page')
      await expect
        .poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible())
        .toBe(true)
      await expect
        .poll(() => page.getByText('The page you are looking for does not exist').isVisible())
        .toBe(true)
      await screenshot(page, 'not-found')
      await expectAccessible(page)
      expectNoPageErrors(page)
    })
  }

  it('sends a visitor from a guarded page to /sign-in', async () => {
    const page = await browser.newPage()
    await page.goto('/dashboard/stores')
    await page.waitForURL('**/sign-in')
    expectNoPageErrors(page)
  })
})
