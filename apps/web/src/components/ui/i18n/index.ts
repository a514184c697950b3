import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

/** The shared UI pieces' own texts (confirm dialog, error state, empty table, spinner). */
export const { t, useT } = catalog('ui', en, id)
