import { createHash, randomBytes } from 'node:crypto'
import { BANK_CODES } from '@pasar/shared'
import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/client.ts'
import { localIrisPayouts } from '../../../db/schema/index.ts'
import { accountExists, FAILED_PAYOUT_MESSAGE, holderName, payoutFails } from './accounts.ts'

/** An HTTP answer in Iris' shape. */
export interface TwinAnswer {
  status: number
  body: Record<string, unknown>
}

const refused = (status: number, message: string, errors: string[] = [message]): TwinAnswer => ({
  status,
  body: { error_message: message, errors },
})

const createSchema = z.looseObject({
  payouts: z
    .array(
      z.looseObject({
        beneficiary_name: z.string().min(1).max(100),
        beneficiary_account: z.string().regex(/^[0-9]{6,20}$/),
        beneficiary_bank: z.string().min(1),
        amount: z.string().regex(/^[0-9]+(\.[0-9]{1,2})?$/),
        notes: z.string().max(100),
      }),
    )
    .length(1),
})
const approveSchema = z.looseObject({ reference_nos: z.array(z.string().min(1)).min(1) })

type Row = typeof localIrisPayouts.$inferSelect

/**
 * The twin's reference for a payout: random, or derived from the creator's idempotency key
 * (sha256, 18 hex characters), so a test can name the payout in a notification it signs.
 */
export function twinReference(idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return randomBytes(9).toString('hex')
  return createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 18)
}

function details(row: Row) {
  return {
    reference_no: row.referenceNo,
    beneficiary_name: row.beneficiaryName,
    beneficiary_account: row.beneficiaryAccount,
    bank: row.beneficiaryBank,
    amount: row.amount.toFixed(2),
    notes: row.notes,
    status: row.status,
    ...(row.errorMessage ? { error_message: row.errorMessage } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * The built-in Iris (docs/decisions/0981): payouts kept in `local_iris_payouts`, so every process
 * on the database and every restart sees the same ones. A payout is `queued` when created,
 * `approved` when the approver sends it, and settles (`completed`, or `failed` for the failing
 * test accounts) on the first status request after `settleAfterMs` from the approval.
 */
export class LocalIrisTwin {
  constructor(
    private readonly db: Db,
    private readonly settleAfterMs = 0,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /api/v1/account_validation?bank=&account= */
  validateAccount(bank: string, account: string): TwinAnswer {
    if (!(BANK_CODES as readonly string[]).includes(bank)) return refused(400, 'Bank not supported')
    if (!accountExists(account)) return refused(404, 'Account does not exist')
    return {
      status: 200,
      body: {
        id: `${bank}-${account}`,
        account_name: holderName(bank, account),
        account_no: account,
        bank_name: bank,
      },
    }
  }

  /** POST /api/v1/payouts, one payout, with the creator's X-Idempotency-Key when given. */
  async create(body: unknown, idempotencyKey: string | undefined): Promise<TwinAnswer> {
    const parsed = createSchema.safeParse(body)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body'
      return refused(400, 'An error occurred when creating payouts', [`${field} is invalid`])
    }
    const [payout] = parsed.data.payouts
    if (!payout) return refused(400, 'An error occurred when creating payouts')
    if (!(BANK_CODES as readonly string[]).includes(payout.beneficiary_bank))
      return refused(400, 'An error occurred when creating payouts', ['Bank not supported'])
    const amount = Number(payout.amount)
    if (!Number.isInteger(amount) || amount < 10_000)
      return refused(400, 'An error occurred when creating payouts', ['Amount is invalid'])
    const values = {
      referenceNo: twinReference(idempotencyKey),
      idempotencyKey: idempotencyKey ?? null,
      beneficiaryName: payout.beneficiary_name,
      beneficiaryAccount: payout.beneficiary_account,
      beneficiaryBank: payout.beneficiary_bank,
      amount,
      notes: payout.notes,
      status: 'queued',
      createdAt: this.now(),
      updatedAt: this.now(),
    }
    const [created] = await this.db
      .insert(localIrisPayouts)
      .values(values)
      .onConflictDoNothing()
      .returning()
    const row =
      created ??
      (idempotencyKey === undefined
        ? undefined
        : (
            await this.db
              .select()
              .from(localIrisPayouts)
              .where(eq(localIrisPayouts.idempotencyKey, idempotencyKey))
          )[0])
    if (!row) return refused(500, 'Payout was not created')
    // The same key with a different request is refused, as Iris does.
    if (
      row.amount !== amount ||
      row.beneficiaryAccount !== payout.beneficiary_account ||
      row.beneficiaryBank !== payout.beneficiary_bank
    ) {
      return refused(409, 'idempotency-key is not unique')
    }
    return {
      status: 201,
      body: { payouts: [{ status: row.status, reference_no: row.referenceNo }] },
    }
  }

  /** POST /api/v1/payouts/approve: every reference must be queued, else nothing is approved. */
  async approve(body: unknown): Promise<TwinAnswer> {
    const parsed = approveSchema.safeParse(body)
    if (!parsed.success) return refused(400, 'reference_nos is required')
    const refs = [...new Set(parsed.data.reference_nos)]
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(localIrisPayouts)
        .where(inArray(localIrisPayouts.referenceNo, refs))
        .for('update')
      if (rows.length !== refs.length) return refused(404, 'Payout not found')
      const notQueued = rows.filter((row) => row.status !== 'queued')
      if (notQueued.length > 0)
        return refused(
          400,
          'An error occurred when approving payouts',
          notQueued.map((row) => `Payout ${row.referenceNo} is ${row.status}`),
        )
      const now = this.now()
      await tx
        .update(localIrisPayouts)
        .set({ status: 'approved', approvedAt: now, updatedAt: now })
        .where(
          and(inArray(localIrisPayouts.referenceNo, refs), eq(localIrisPayouts.status, 'queued')),
        )
      return { status: 202, body: { status: 'ok' } }
    })
  }

  /** GET /api/v1/payouts/{reference_no}: settles an approved payout once its time has come. */
  async details(referenceNo: string): Promise<TwinAnswer> {
    const [row] = await this.db
      .select()
      .from(localIrisPayouts)
      .where(eq(localIrisPayouts.referenceNo, referenceNo))
    if (!row) return refused(404, 'Payout not found')
    const now = this.now()
    if (
      row.status === 'approved' &&
      row.approvedAt &&
      now.getTime() - row.approvedAt.getTime() >= this.settleAfterMs
    ) {
      const fails = payoutFails(row.beneficiaryAccount)
      const [settled] = await this.db
        .update(localIrisPayouts)
        .set({
          status: fails ? 'failed' : 'completed',
          errorMessage: fails ? FAILED_PAYOUT_MESSAGE : null,
          updatedAt: now,
        })
        .where(
          and(
            eq(localIrisPayouts.referenceNo, referenceNo),
            eq(localIrisPayouts.status, 'approved'),
          ),
        )
        .returning()
      if (settled) return { status: 200, body: details(settled) }
      return this.details(referenceNo)
    }
    return { status: 200, body: details(row) }
  }
}
