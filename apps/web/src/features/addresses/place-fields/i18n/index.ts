import { catalogue } from '@/i18n/index.ts'
import en from './en.json'
import id from './id.json'

/**
 * The labels of components/place-fields.tsx (the address book's form and the store's shipping
 * origin), apart from the address book's catalogue so the store dashboard loads only these. Same
 * namespace, 'addresses'; their keys start with 'place.'. Imported straight from place-fields.tsx:
 * through features/addresses/index.ts it would be an import cycle (the address form uses it).
 */
export const { t: tPlace, useT: usePlaceT } = catalogue('addresses', en, id)
