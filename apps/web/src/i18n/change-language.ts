import { i18n } from './index.ts'
import { keepLanguage, type Language } from './language.ts'
import { loadMessages } from './messages.ts'

/** Switches the interface language and keeps the choice in this browser. */
export async function changeLanguage(language: Language) {
  keepLanguage(language)
  // The server's messages are translated as soon as the screen is (messages.ts).
  if (language === 'id') await loadMessages()
  await i18n.changeLanguage(language)
}
