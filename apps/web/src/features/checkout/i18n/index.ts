import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

export const { t, useT } = catalog('checkout', en, id)
/** The checkout feature's translator, for helpers that take it (built at render time). */
export type CheckoutT = typeof t
