import type { Language } from '@pasar/shared'
import { mailText } from './mail-text.ts'

export interface PasswordResetMail {
  name: string
  code: string
  /** Where the code is entered: {PUBLIC_URL}/signin/reset-password. */
  link: string
  /** How long the code works. */
  minutes: number
}

/** The reset code, to the account's owner (sent at once, not through the outbox; plain text). */
export function renderPasswordReset(mail: PasswordResetMail, language: Language) {
  const { t } = mailText(language)
  return {
    subject: t('passwordReset.subject'),
    text: [
      t('common.hello', { name: mail.name }),
      '',
      t('passwordReset.code', { code: mail.code }),
      '',
      t('passwordReset.enter', { link: mail.link, minutes: mail.minutes }),
      '',
      t('passwordReset.ignore'),
    ].join('\n'),
  }
}
