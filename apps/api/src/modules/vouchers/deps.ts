import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'

/** What the vouchers module's services use (docs/decisions/0761-uniform-modules.md). */
export interface VoucherDeps {
  db: Db
}

export function voucherDeps(app: FastifyInstance): VoucherDeps {
  return { db: app.db }
}
