import { catalogue } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

export const { t, useT } = catalogue('finance', en, id)
/** The finance feature's translator, for helpers that take it (built at render time). */
export type FinanceT = typeof t
