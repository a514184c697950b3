import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

/**
 * The header search's button text, apart from the catalogue's texts: the header is in every
 * route's first chunk, and carries only this (docs/decisions/0946). Same namespace, 'catalog', as
 * place-fields does for 'addresses'; the search dialog, loaded on first use, reads the rest of
 * its texts from ../../i18n.
 */
export const { useT: useSearchButtonT } = catalog('catalog', en, id)
