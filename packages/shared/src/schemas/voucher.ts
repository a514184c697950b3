import { z } from '../zod.ts'
import { TABLE_PAGE_SIZE } from '../constants.ts'
import { formatIDR } from '../money.ts'
import { wholeNumber } from './catalog.ts'
import { dataOf, pageOf, paginationQuery } from './common.ts'

// Store and platform vouchers (docs/decisions/1016-vouchers.md).

export const VOUCHER_KINDS = ['PERCENT', 'FIXED'] as const
export type VoucherKind = (typeof VOUCHER_KINDS)[number]
/** What a platform voucher lowers; a store voucher always lowers its store's items. */
export const VOUCHER_TARGETS = ['ITEMS', 'SHIPPING'] as const
export type VoucherTarget = (typeof VOUCHER_TARGETS)[number]

export const VOUCHER_CODE = /^[A-Z0-9]{4,20}$/
export const VOUCHER_PERCENT_MIN = 1
export const VOUCHER_PERCENT_MAX = 90
export const VOUCHER_FIXED_MIN = 1_000
/** Every rupiah figure of a voucher stays below this (a product's price limit times a cart). */
export const VOUCHER_AMOUNT_MAX = 1_000_000_000
export const VOUCHER_QUOTA_MAX = 1_000_000

/** At most this many codes at one checkout: one per store of a full cart and one platform code. */
export const CHECKOUT_VOUCHERS_MAX = 21

/** The refusals of §11, word for word; each answers 409. */
export const VOUCHER_MESSAGES = {
  unknown: 'This voucher does not exist.',
  notStarted: 'This voucher has not started yet.',
  ended: 'This voucher has ended.',
  /** 'Spend at least Rp 100.000 to use this voucher.' */
  minSpend: (amount: number) => `Spend at least ${formatIDR(amount)} to use this voucher.`,
  runOut: 'This voucher has run out.',
  used: 'You have already used this voucher.',
  oneStoreVoucher: 'Use one voucher per store.',
  onePlatformVoucher: 'Use one Pasar voucher per order.',
} as const

/** A voucher code as typed: trimmed and upper-cased before the rule is checked. */
export const voucherCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .regex(VOUCHER_CODE, 'Code must be 4 to 20 letters A–Z or digits 0–9')

const rupiah = (label: string, min: number) =>
  wholeNumber(label)
    .min(min, `${label} must be at least ${min}`)
    .max(VOUCHER_AMOUNT_MAX, `${label} must be at most ${VOUCHER_AMOUNT_MAX}`)

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })

const voucherFields = {
  code: voucherCodeSchema,
  kind: z.enum(VOUCHER_KINDS, { error: 'Kind must be PERCENT or FIXED' }),
  /** PERCENT: 1–90 (per cent); FIXED: rupiah, at least 1,000. */
  value: wholeNumber('Value'),
  /** PERCENT only: the most it takes off, in rupiah; null or absent for no cap. */
  maxDiscount: rupiah('Maximum discount', 1).nullish(),
  /** The items total the voucher applies to must reach this. */
  minSpend: rupiah('Minimum spend', 0).default(0),
  quota: wholeNumber('Quota')
    .min(1, 'Quota must be at least 1')
    .max(VOUCHER_QUOTA_MAX, `Quota must be at most ${VOUCHER_QUOTA_MAX}`),
  perBuyer: wholeNumber('Uses per buyer')
    .min(1, 'Uses per buyer must be at least 1')
    .max(VOUCHER_QUOTA_MAX, `Uses per buyer must be at most ${VOUCHER_QUOTA_MAX}`)
    .default(1),
  startsAt: instant('Start'),
  endsAt: instant('End'),
  active: z.boolean().default(true),
}

type VoucherDraft = {
  kind: VoucherKind
  value: number
  maxDiscount?: number | null | undefined
  startsAt: string
  endsAt: string
}

/** The rules between fields: the value's range per kind, a cap only on PERCENT, end after start. */
function checkDraft(draft: VoucherDraft, ctx: z.RefinementCtx) {
  if (draft.kind === 'PERCENT') {
    if (draft.value < VOUCHER_PERCENT_MIN || draft.value > VOUCHER_PERCENT_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A percentage must be from ${VOUCHER_PERCENT_MIN} to ${VOUCHER_PERCENT_MAX}`,
      })
    }
  } else {
    if (draft.value < VOUCHER_FIXED_MIN || draft.value > VOUCHER_AMOUNT_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A fixed discount must be from ${VOUCHER_FIXED_MIN} to ${VOUCHER_AMOUNT_MAX} rupiah`,
      })
    }
    if (draft.maxDiscount != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxDiscount'],
        message: 'Only a percentage voucher has a maximum discount',
      })
    }
  }
  if (Date.parse(draft.endsAt) <= Date.parse(draft.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' })
  }
}

/** POST /api/v1/stores/{slug}/vouchers: a store voucher always lowers the store's items. */
export const createStoreVoucherSchema = z.strictObject(voucherFields).superRefine(checkDraft)
export type CreateStoreVoucherInput = z.input<typeof createStoreVoucherSchema>

/** POST /api/v1/admin/vouchers: a platform voucher lowers the items or the shipping. */
export const createPlatformVoucherSchema = z
  .strictObject({
    ...voucherFields,
    appliesTo: z.enum(VOUCHER_TARGETS, { error: 'Applies to must be ITEMS or SHIPPING' }),
  })
  .superRefine(checkDraft)
export type CreatePlatformVoucherInput = z.input<typeof createPlatformVoucherSchema>

/**
 * PATCH …/vouchers/{id}: end early (`active: false`, or an earlier `endsAt`), or change the quota
 * (never below the uses so far: 409). Nothing else of a voucher changes once buyers may hold it.
 */
export const updateVoucherSchema = z
  .strictObject({
    active: z.boolean().optional(),
    endsAt: instant('End').optional(),
    quota: voucherFields.quota.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one of active, endsAt, quota')
export type UpdateVoucherInput = z.input<typeof updateVoucherSchema>

/** A voucher as its owner (a store's owner, an operator) sees it. */
export const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minSpend: z.number().int(),
  quota: z.number().int(),
  uses: z.number().int(),
  perBuyer: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  /** Platform vouchers only. */
  appliesTo: z.enum(VOUCHER_TARGETS).optional(),
  /** Store vouchers only. */
  store: z.object({ name: z.string(), slug: z.string() }).optional(),
})
export type Voucher = z.infer<typeof voucherSchema>

/** A voucher as shoppers see it: without its uses. */
export const publicVoucherSchema = voucherSchema.omit({ uses: true })
export type PublicVoucher = z.infer<typeof publicVoucherSchema>

export const voucherListQuery = paginationQuery(TABLE_PAGE_SIZE)
export const voucherPageSchema = pageOf(voucherSchema)
export type VoucherPage = z.infer<typeof voucherPageSchema>
export const voucherResponseSchema = dataOf(voucherSchema)
export const activeVouchersResponseSchema = dataOf(z.array(publicVoucherSchema))

/** The codes a buyer applies at checkout: at most one per store and one platform code. */
export const checkoutVouchersSchema = z
  .array(voucherCodeSchema)
  .max(CHECKOUT_VOUCHERS_MAX, `Apply at most ${CHECKOUT_VOUCHERS_MAX} vouchers`)
  .refine((codes) => new Set(codes).size === codes.length, 'Apply each voucher once')

/** A store order's discounts: its store's voucher and its share of the platform's. */
export const storeOrderDiscountSchema = z.object({
  store: z.number().int(),
  platform: z.number().int(),
})
export type StoreOrderDiscount = z.infer<typeof storeOrderDiscountSchema>

/** One of a store's active vouchers at checkout: what it would take off, or why it cannot. */
export const voucherOfferSchema = z.object({
  voucher: publicVoucherSchema,
  discount: z.number().int(),
  /** Null when usable; else the refusal's message. */
  message: z.string().nullable(),
})
export type VoucherOffer = z.infer<typeof voucherOfferSchema>

export const quoteStoreSchema = z.object({
  storeId: z.number().int(),
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  discount: storeOrderDiscountSchema,
  /** The store voucher applied, if any. */
  voucher: publicVoucherSchema.nullable(),
  /** The store's active vouchers, usable ones first, the larger discount first. */
  offers: z.array(voucherOfferSchema),
})

/** POST /api/v1/checkout/quote: the order's figures, computed as the order computes them. */
export const checkoutQuoteSchema = z.object({
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  discountTotal: z.number().int(),
  /** `itemsTotal + shippingTotal − discountTotal`, at least Rp 1. */
  totalPrice: z.number().int(),
  stores: z.array(quoteStoreSchema),
  /** Each code sent: applied, or why not; an applied Pasar voucher says what it lowers. */
  vouchers: z.array(
    z.object({
      code: z.string(),
      applied: z.boolean(),
      message: z.string().optional(),
      appliesTo: z.enum(VOUCHER_TARGETS).optional(),
    }),
  ),
})
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>
export const checkoutQuoteResponseSchema = dataOf(checkoutQuoteSchema)
