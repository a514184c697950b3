/**
 * What other modules may use of the audit: recording an operator action in it, in their own
 * transaction, and reading it back for the console (docs/decisions/0994-operator-audit.md).
 */
export { auditPage, recordOperatorAction, type Action } from './service.ts'
