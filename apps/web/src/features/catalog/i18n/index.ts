import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

export const { t, useT } = catalog('catalog', en, id)

/** The catalogue's translator, as `useT()` gives it: for helpers that build texts from a `t`. */
export type CatalogT = ReturnType<typeof useT>['t']
