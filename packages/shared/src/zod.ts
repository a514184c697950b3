import { z } from 'zod'

// In a browser, zod never compiles its parsers with `new Function`: the page's Content-Security-
// Policy forbids eval, and zod's probe for it (made when the first object schema is defined) is
// reported as a CSP violation even though zod catches it (docs/decisions/0957). The API keeps the
// compiled parsers. Every schema of this package, and the web app's own, take `z` from here, so
// the setting is made before any schema exists.
if ('document' in globalThis) z.config({ jitless: true })

export { z }
