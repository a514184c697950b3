import en from './en.json' with { type: 'json' }
import id from './id.json' with { type: 'json' }
import { messageTranslator } from './translate.ts'

export { messageTranslator, type MessageCatalogue } from './translate.ts'

/** The API's and the shared schemas' messages: English (as sent) and Indonesian. */
export const MESSAGES = { en, id }

/** An English message in Indonesian; a message it does not know stays in English. */
export const toIndonesian = messageTranslator(en, id)
