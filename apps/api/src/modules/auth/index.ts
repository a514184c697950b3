/**
 * What other modules may use of the auth module: the operator guard and what the operator
 * console asks of users (docs/decisions/0950, 0990).
 */
export { OPERATORS_ONLY_MESSAGE, requireOperator } from './operator-guard.ts'
export { peopleByIds, searchUsers, suspendUser, unsuspendUser } from './moderation.ts'
export { suspendedMessage } from './suspension.ts'
