import { catalog } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

/**
 * The labels of place-fields.tsx (the address book's form and the store's shipping origin), apart
 * from the address book's catalogue so the store dashboard loads only these. Same namespace,
 * 'addresses'; their keys start with 'place.'.
 */
export const { t: tPlace, useT: usePlaceT } = catalog('addresses', en, id)
