import { currentLanguage, i18n } from './index.ts'

// The API's and the shared schemas' messages are English (the contract's language); in
// Indonesian they are translated by their templates (packages/shared/src/messages). The
// catalogue loads only when Indonesian is shown.
let toIndonesian: ((text: string) => string) | undefined
let loading: Promise<void> | undefined

export function loadMessages(): Promise<void> {
  loading ??= import('@pasar/shared/messages/index').then((messages) => {
    toIndonesian = messages.toIndonesian
  })
  return loading
}

if (currentLanguage() === 'id') void loadMessages()
i18n.on('languageChanged', (language) => {
  if (language === 'id') void loadMessages()
})

/** A message from the API or a schema in the language shown (unknown ones stay English). */
export function translateMessage(text: string): string {
  return currentLanguage() === 'id' && toIndonesian ? toIndonesian(text) : text
}
