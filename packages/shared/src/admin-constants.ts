// The operator console's fixed lists and limits (docs/decisions/0990–0995): apart from their
// schemas, so that the console reads them without loading zod, and apart from constants.ts, so
// that they travel with the console's code, not with every page's (docs/decisions/0956).

/**
 * The icons a category may carry: lucide icon names the web app draws (docs/decisions/0992).
 * A fixed set, so the API refuses an icon the web cannot show.
 */
export const CATEGORY_ICONS = [
  'tag',
  'smartphone',
  'laptop',
  'headphones',
  'camera',
  'watch',
  'shirt',
  'glasses',
  'gem',
  'dumbbell',
  'bike',
  'home',
  'sofa',
  'utensils',
  'coffee',
  'baby',
  'book',
  'gamepad',
  'car',
  'heart',
  'sparkles',
  'flower',
  'paw-print',
  'package',
] as const
export type CategoryIcon = (typeof CATEGORY_ICONS)[number]

export const REASON_MIN = 5
export const REASON_MAX = 500

/** What the audit log records (docs/decisions/0994). */
export const OPERATOR_ACTIONS = [
  'USER_SUSPENDED',
  'USER_UNSUSPENDED',
  'STORE_HIDDEN',
  'STORE_UNHIDDEN',
  'PRODUCT_HIDDEN',
  'PRODUCT_UNHIDDEN',
  'CATEGORY_CREATED',
  'CATEGORY_UPDATED',
  'CATEGORIES_REORDERED',
  'REFUND_SETTLED',
  'PAYOUT_APPROVED',
  'PAYOUT_REJECTED',
  'VOUCHER_CREATED',
  'VOUCHER_UPDATED',
  'VOUCHER_ENDED',
] as const
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number]
