/**
 * What other modules may use of the auth module: the operator guard, what the operator console
 * asks of users, with their language for mail (docs/decisions/0950, 0990, 0999).
 */
export { OPERATORS_ONLY_MESSAGE, operatorOnly, requireOperator } from './operator-guard.ts'
export { peopleByIds, searchUsers, suspendUser, unsuspendUser } from './moderation.ts'
export { suspendedMessage } from './suspension.ts'
