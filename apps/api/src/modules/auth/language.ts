import { DEFAULT_LANGUAGE, type Language } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { languageById } from './repository.ts'

/**
 * The language to write to a user in (their mail): the one they chose, English when they chose
 * none or are unknown (docs/decisions/0999-user-language-and-mails.md).
 */
export async function mailLanguageOf(db: Db | Tx, userId: number): Promise<Language> {
  return (await languageById(db, userId)) ?? DEFAULT_LANGUAGE
}
