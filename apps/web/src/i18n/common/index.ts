import { catalog } from '../index.ts'
import en from './en.json'
import id from './id.json'

/** Words every screen uses (Cancel, Save, Try again…): one translation for all of them. */
export const { t: tCommon, useT: useCommonT } = catalog('common', en, id)
