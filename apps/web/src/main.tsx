import './styles.css'
import { initialLanguage } from './i18n/language.ts'

// The page's language from the first paint on; the app keeps it in step (i18n/index.ts).
document.documentElement.lang = initialLanguage()

// index.html paints the header's frame first; the app (React, the router and the shell, most of
// the JavaScript) is evaluated only after that paint. Its files are already downloading: the
// build lists them as modulepreload links in index.html
// (docs/decisions/0561-first-paint-and-route-chunks.md).
let started = false
function start() {
  if (started) return
  started = true
  void import('./app/start.tsx')
}
requestAnimationFrame(() => setTimeout(start, 0))
// A tab opened in the background gets no animation frames until it is shown.
setTimeout(start, 250)
