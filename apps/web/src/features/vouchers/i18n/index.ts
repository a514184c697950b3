import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

export const { t, useT } = catalog('vouchers', en, id)
/** The vouchers feature's translator, for helpers that take it (built at render time). */
export type VouchersT = typeof t
