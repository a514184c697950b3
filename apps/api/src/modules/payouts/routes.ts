import {
  balanceResponseSchema,
  bankAccountInputSchema,
  bankAccountResponseSchema,
  createPayoutSchema,
  errorBodySchema,
  ledgerPageSchema,
  ledgerQuery,
  payoutListQuery,
  payoutPageSchema,
  payoutResponseSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ledgerCsv, ledgerPage } from '../ledger/index.ts'
import { ownedStore, storeOwnerOnly } from '../stores/owner-guard.ts'
import { payoutDepsOf } from './deps.ts'
import {
  checkAccount,
  getBalance,
  getBankAccount,
  listStorePayouts,
  requestPayout,
  setBankAccount,
} from './service.ts'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'

const errors = errorResponses(400, 401, 403, 404)
const slugParams = z.object({ slug: z.string() })
const accountCheckQuery = bankAccountInputSchema.pick({ bankCode: true, accountNumber: true })

/**
 * The seller's money, per store and owner only (docs/decisions/0980): balance, ledger (paged and
 * as CSV), bank account and payouts.
 */
export const sellerMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => payoutDepsOf(app)
  const ownerRoute = routeGroup({ tags: ['seller money'], ...storeOwnerOnly(app) })

  app.get(
    '/api/v1/stores/:slug/balance',
    ownerRoute({
      summary: "The store's balance: available, pending, processing and paid out (owner only)",
      params: slugParams,
      response: { 200: balanceResponseSchema, ...errors },
    }),
    async (request) => ({ data: await getBalance(deps(), ownedStore(request)) }),
  )

  app.get(
    '/api/v1/stores/:slug/ledger',
    ownerRoute({
      summary: "The store's ledger entries, newest first (owner only)",
      params: slugParams,
      querystring: ledgerQuery,
      response: { 200: ledgerPageSchema, ...errors },
    }),
    async (request) =>
      ledgerPage(app.db, ownedStore(request).id, request.query.page, request.query.limit),
  )

  app.get(
    '/api/v1/stores/:slug/ledger.csv',
    ownerRoute({
      summary: "The store's whole ledger as CSV, oldest first (owner only)",
      params: slugParams,
      response: {
        200: z.string().meta({
          description: 'The ledger as CSV: id,date,kind,amount,order_id,store_order_id,payout_id',
          content: { 'text/csv': { schema: { type: 'string' } } },
        }),
        ...errors,
      },
    }),
    async (request, reply) => {
      const store = ownedStore(request)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledger-${store.slug}.csv"`)
        .header('cache-control', 'no-store')
        .send(await ledgerCsv(app.db, store.id))
    },
  )

  app.get(
    '/api/v1/stores/:slug/bank-account',
    ownerRoute({
      summary: "The store's bank account for payouts, or null (owner only)",
      params: slugParams,
      response: { 200: bankAccountResponseSchema, ...errors },
    }),
    async (request) => ({ data: await getBankAccount(deps(), ownedStore(request)) }),
  )

  app.get(
    '/api/v1/stores/:slug/bank-account/check',
    ownerRoute({
      summary: "The holder's name of a bank account, as the bank knows it (owner only)",
      description: '409 when the bank knows no such account; 502 when it cannot be asked.',
      params: slugParams,
      querystring: accountCheckQuery,
      response: {
        200: z.object({ data: z.object({ accountName: z.string() }) }),
        ...errors,
        409: errorBodySchema,
        502: errorBodySchema,
      },
    }),
    async (request) => ({
      data: await checkAccount(deps(), request.query.bankCode, request.query.accountNumber),
    }),
  )

  app.put(
    '/api/v1/stores/:slug/bank-account',
    ownerRoute({
      summary: "Set the store's bank account; the holder's name is checked with the bank",
      description:
        '409 when the bank knows no such account or names another holder; 502 when it cannot be asked.',
      params: slugParams,
      body: bankAccountInputSchema,
      response: {
        200: bankAccountResponseSchema,
        ...errors,
        409: errorBodySchema,
        502: errorBodySchema,
      },
    }),
    async (request) => ({ data: await setBankAccount(deps(), ownedStore(request), request.body) }),
  )

  app.get(
    '/api/v1/stores/:slug/payouts',
    ownerRoute({
      summary: "The store's payouts, newest first (owner only)",
      params: slugParams,
      querystring: payoutListQuery,
      response: { 200: payoutPageSchema, ...errors },
    }),
    async (request) => listStorePayouts(deps(), ownedStore(request), request.query),
  )

  app.post(
    '/api/v1/stores/:slug/payouts',
    ownerRoute({
      summary: 'Withdraw: ask for a payout of at most the available balance (owner only)',
      description:
        'Minimum Rp 10.000, whole rupiah. 409 without a bank account or above the available balance.',
      params: slugParams,
      body: createPayoutSchema,
      response: { 201: payoutResponseSchema, ...errors, 409: errorBodySchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await requestPayout(deps(), ownedStore(request), request.body.amount) }),
  )
}
