/**
 * What other modules may use of the admin module: recording an operator action in the audit
 * (docs/decisions/0994-operator-audit.md), e.g. a payout's approval.
 */
export { recordOperatorAction, type Action } from './service.ts'
