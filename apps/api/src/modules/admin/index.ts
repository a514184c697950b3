/**
 * What other modules may use of the admin module: its routes (app.ts). Operator actions are
 * recorded through the audit module (docs/decisions/0994-operator-audit.md).
 */
export { adminRoutes } from './routes.ts'
