/**
 * Business constants and limits. What each means to a user is in docs/product.md (sections
 * validation, listings, sessions, notifications and layout).
 */
export const AUTH_REQUEST_TIMEOUT_MS = 5000
export const SEARCH_DEBOUNCE_MS = 500
export const PRODUCTS_PAGE_SIZE = 4
export const SKELETON_CARDS = 8
export const POPULAR_PRODUCTS = 4
/**
 * The orders a listing can be sorted in (DESIGN §7): newest when none is asked for, and by
 * relevance on a search. Here, not beside the listing's schema: the web reads it on every listing
 * page, and a schema module would bring all of zod with it (docs/decisions/0956).
 */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'popular', 'rating'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const TABLE_PAGE_SIZE = 10
/**
 * The languages Pasar speaks: the interface and the mail a user gets (User.language, PATCH /me;
 * docs/decisions/0999-user-language-and-mails.md). English is the default.
 */
export const LANGUAGES = ['en', 'id'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
export const MAX_LIST_LIMIT = 100
/** The most lines a cart holds (409 'Your cart can hold at most 100 products.' beyond). */
export const CART_LINES_MAX = 100
/** The most products a wishlist holds (409 beyond; docs/decisions/0976-wishlist.md). */
export const WISHLIST_MAX = 500

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 100
/** Sign-up fits Indonesian names (docs/product.md#validation): 'Ani', 'agus'. */
export const USERNAME_MIN = 3
export const USERNAME_MAX = 30
export const NAME_MIN = 2
export const NAME_MAX = 50
export const VERIFICATION_CODE_LENGTH = 6

export const STORE_NAME_MIN = 3
export const STORE_NAME_MAX = 50
export const STORE_DESCRIPTION_MAX = 500
export const PRODUCT_NAME_MIN = 3
export const PRODUCT_NAME_MAX = 50
export const PRODUCT_DESCRIPTION_MIN = 10
export const PRODUCT_DESCRIPTION_MAX = 500
export const PRICE_MIN = 1_000
export const PRICE_MAX = 100_000_000
export const STOCK_MIN = 1
export const QUANTITY_DEFAULT = 1

export const IMAGE_MAX_BYTES = 5_000_000
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const
export const IMAGES_PER_PRODUCT_MAX = 8
/** Pictures a product keeps after its owner edits them: 1 to 5 in all (docs/decisions/1009). */
export const IMAGES_ON_EDIT_MAX = 5

// The pictures' messages, here rather than beside their schemas: the web shows them outside
// forms, and importing a schema module brings zod with it (docs/decisions/0956).
export const IMAGE_FORMAT_MESSAGE =
  'Invalid image format. Only JPEG, JPG, PNG, and WEBP are allowed.'
export const IMAGE_SIZE_MESSAGE = 'File size should not exceed 5MB.'
export const IMAGE_EMPTY_MESSAGE = 'The image file is empty.'
export const IMAGES_REQUIRED_MESSAGE = 'Add at least one image.'
export const IMAGES_MAX_MESSAGE = `Add at most ${IMAGES_PER_PRODUCT_MAX} images.`
export const IMAGES_ON_EDIT_MAX_MESSAGE = `Add at most ${IMAGES_ON_EDIT_MAX} images.`
export const KEEP_UNKNOWN_MESSAGE = 'Keep only pictures of this product.'

export const STORE_DELETE_REDIRECT_MS = 1000

export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const
export const TOAST_REMOVE_DELAY_MS = 1000

export const PERSIST_KEY = 'root'

/**
 * The interface language a browser chose ('en' or 'id'), also kept in this cookie so the server
 * draws a page's first screen in it (docs/decisions/0963-first-screen-drawn-by-the-server.md).
 */
export const LANGUAGE_COOKIE = 'pasar_language'
export const PERSIST_VERSION = 1

export const MENU_DELAY_MS = 200
export const MENU_SKIP_DELAY_MS = 300

export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELED', 'EXPIRED', 'FAILED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** Values of the orders screen's 'Status Payment' filter and of GET /api/v1/orders?status= */
export const ORDER_STATUS_FILTERS = ['paid', 'pending', 'canceled'] as const
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number]

/** A store order's fulfilment, in the order it goes (docs/product.md#order-loop). */
export const STORE_ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'TO_SHIP',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELED',
] as const
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number]

/**
 * The buyer's orders screen's tabs and GET /api/v1/orders?stage= (docs/decisions/1004): an
 * order is under every stage one of its store orders is in.
 */
export const ORDER_STAGES = ['unpaid', 'packing', 'shipped', 'completed', 'canceled'] as const
export type OrderStage = (typeof ORDER_STAGES)[number]
/** The store-order statuses each stage gathers. */
export const STAGE_STORE_ORDER_STATUSES: Record<OrderStage, readonly StoreOrderStatus[]> = {
  unpaid: ['AWAITING_PAYMENT'],
  packing: ['TO_SHIP'],
  shipped: ['SHIPPED', 'DELIVERED'],
  completed: ['COMPLETED'],
  canceled: ['CANCELED'],
}
/** The stage a store order is in. */
export function stageOf(status: StoreOrderStatus): OrderStage {
  const found = ORDER_STAGES.find((stage) => STAGE_STORE_ORDER_STATUSES[stage].includes(status))
  return found ?? 'canceled'
}

/** Where a parcel is, in neutral words: what the shipping port makes of a courier's status. */
export const TRACKING_STATUSES = [
  'confirmed',
  'picked',
  'in_transit',
  'on_hold',
  'delivered',
  'returning',
  'returned',
  'canceled',
  'unknown',
] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

/** What the 'Demo mode' banner says after its first words; one line even on a 390 px phone. */
export const DEMO_MODE_NOTE = 'simulated payments, no real money.'

/** Reviews (docs/product.md#reviews). */
export const REVIEW_COMMENT_MAX = 2000
export const REVIEW_IMAGES_MAX = 3
export const REVIEW_REPLY_MAX = 1000

/** Client id of the API's built-in identity provider (used when GOOGLE_CLIENT_ID is unset). */
export const LOCAL_GOOGLE_CLIENT_ID = 'pasar-local-google'

// What the web shows before a form's rules load (limits, the banks): here, not beside the zod
// schemas that use them, so a page showing them does not bring zod (docs/decisions/0985).

/** A seller's reason for canceling a store order, in characters. */
export const CANCEL_REASON_MIN = 5
export const CANCEL_REASON_MAX = 500

/** A product's weight, in grams. */
export const WEIGHT_MIN = 1
export const WEIGHT_MAX = 50_000
export const WEIGHT_DEFAULT = 1000

/** Indonesian banks a payout can go to, with the codes the payout provider (Iris) uses. */
export const BANKS = [
  { code: 'bca', name: 'BCA' },
  { code: 'bni', name: 'BNI' },
  { code: 'bri', name: 'BRI' },
  { code: 'mandiri', name: 'Mandiri' },
  { code: 'cimb', name: 'CIMB Niaga' },
  { code: 'permata', name: 'Permata' },
  { code: 'danamon', name: 'Danamon' },
  { code: 'btn', name: 'BTN' },
  { code: 'bsi', name: 'BSI (Bank Syariah Indonesia)' },
  { code: 'ocbc', name: 'OCBC NISP' },
  { code: 'panin', name: 'Panin' },
  { code: 'maybank', name: 'Maybank' },
  { code: 'mega', name: 'Bank Mega' },
  { code: 'jago', name: 'Bank Jago' },
  { code: 'seabank', name: 'SeaBank' },
] as const
export type BankCode = (typeof BANKS)[number]['code']

export function bankName(code: string): string {
  return BANKS.find((bank) => bank.code === code)?.name ?? code
}

/** The smallest withdrawal, in rupiah. */
export const MIN_PAYOUT = 10_000
/** The largest amount one request may name: far above any balance, below 2^53. */
export const MAX_PAYOUT = 1_000_000_000_000

// A payout's states, here rather than beside its schema: the operator's console lists them, and
// importing a schema module brings zod with it (docs/decisions/0956).
export const PAYOUT_STATUSES = ['REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED'] as const
