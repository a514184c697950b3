import type { User } from '@pasar/shared'
import type { UserRow } from './repository.ts'

/** The only shape a user leaves the API in: never a password hash or Google subject. */
export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    picture: row.picture,
  }
}
