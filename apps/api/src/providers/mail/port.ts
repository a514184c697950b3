export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Outgoing mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}
