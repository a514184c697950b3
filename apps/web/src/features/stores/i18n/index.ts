import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

export const { t, useT } = catalog('stores', en, id)
