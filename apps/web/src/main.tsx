import './styles.css'
import { startReloadAtTop } from './app/arrival.ts'
import {
  chosenLanguage,
  followDocumentLanguage,
  initialLanguage,
  shareWithServer,
} from './i18n/language.ts'

startReloadAtTop()
// The page's language from the first paint on; the app keeps it in step (i18n/index.ts).
followDocumentLanguage(initialLanguage())
// A choice kept before the server could see it (docs/decisions/0963).
const chosen = chosenLanguage()
if (chosen) shareWithServer(chosen)

/** How long a drawn first screen waits for its pictures before the app starts anyway. */
const FIRST_SCREEN_WAIT_MS = 3000

let started = false
function start() {
  if (started) return
  started = true
  void startInSteps()
}

/**
 * The app is evaluated in steps, a task each: React DOM, the interface texts, the route table
 * (React Router, the layouts) and the page's route code, the class merger's first call (it
 * builds its tables then), then the rest; all at once they were one long task that kept the page
 * from answering a tap (docs/decisions/0963, 0964). Each step is a module whose every export the
 * app uses: a library imported whole here would be bundled whole.
 */
const STEPS = [
  () => import('react-dom/client'),
  () => import('./i18n/index.ts'),
  () => import('./app/router.tsx').then(({ loadRoutesOf }) => loadRoutesOf(location.pathname)),
  () => import('./lib/utils.ts').then(({ cn }) => cn('p-0', 'p-1')),
]

async function startInSteps() {
  for (const step of STEPS) {
    await step()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  await import('./app/start.tsx')
}

if (document.getElementById('root')?.dataset.firstScreen === undefined) {
  // index.html paints the header's frame first; the app (React, the router and the shell, most
  // of the JavaScript) is evaluated only after that paint. Its files are already downloading:
  // the build lists them as modulepreload links in index.html
  // (docs/decisions/0561-first-paint-and-route-chunks.md).
  requestAnimationFrame(() => setTimeout(start, 0))
  // A tab opened in the background gets no animation frames until it is shown.
  setTimeout(start, 250)
} else {
  // The server drew the first screen (docs/decisions/0963-first-screen-drawn-by-the-server.md):
  // the app downloads once the page's pictures have, or after FIRST_SCREEN_WAIT_MS at most.
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
  setTimeout(start, FIRST_SCREEN_WAIT_MS)
}
