import { errorBodySchema } from '@pasar/shared'
import type { FastifyInstance, FastifySchema } from 'fastify'

/** A route's error answers by status, each the one error body every route answers with. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >
}

/** How a signed-in user's call is authenticated, as the OpenAPI document names it. */
export const bearerSecurity = [{ bearer: [] }]

/** What the routes of a group share: their OpenAPI tags, and hooks such as a guard's. */
interface RouteGroup {
  tags: string[]
  /** For signed-in users: the OpenAPI document shows the bearer security. */
  signedIn?: boolean
}

/**
 * `route(schema)` gives a route of the group its options: the group's hooks, and its schema with
 * the group's tags (and security), e.g. `routeGroup({ tags: ['stores'], ...storeOwnerOnly(app) })`.
 */
export function routeGroup<const Hooks extends object>({
  tags,
  signedIn,
  ...hooks
}: RouteGroup & Hooks) {
  const shared = signedIn ? { tags, security: bearerSecurity } : { tags }
  return <S extends FastifySchema>(schema: S) => ({ ...hooks, schema: { ...shared, ...schema } })
}

/** The group options of routes for signed-in users only: 401 without a valid session. */
export const signedInOnly = (app: FastifyInstance) => ({
  signedIn: true,
  onRequest: app.authenticate,
})
