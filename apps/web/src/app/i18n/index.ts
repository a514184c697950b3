import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

/** The app shell's texts: header, drawer, footer, layouts, the demo banner and route errors. */
export const { t, useT } = catalog('app', en, id)

/** The shell's translator, for code that builds texts from it (nav-links.ts). */
export type AppT = typeof t
