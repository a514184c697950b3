import type { User } from '@pasar/shared'
import type { Config } from '../../config.ts'
import type { UserRow } from './repository.ts'

/** Operators are the users whose email is in ADMIN_EMAILS (docs/decisions/0950-operators.md). */
export function isOperatorEmail(config: Pick<Config, 'operatorEmails'>, email: string): boolean {
  return config.operatorEmails.includes(email.toLowerCase())
}

/** The only shape a user leaves the API in: never a password hash or Google subject. */
export function toUserView(config: Pick<Config, 'operatorEmails'>, row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    picture: row.picture,
    isOperator: isOperatorEmail(config, row.email),
    language: row.language,
  }
}
