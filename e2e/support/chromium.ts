import fs from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Finds Chromium: CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's own download. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter((p): p is string => Boolean(p))
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate
  try {
    const bundled = chromium.executablePath()
    if (bundled && fs.existsSync(bundled)) return bundled
  } catch {
    // Playwright has no browser of its own here.
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chrome/Chromium binary.',
  )
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}
