// What other modules may use of shipping: checkout re-quotes the cart with the same rules and
// words as POST /api/v1/shipping/rates (docs/decisions/0840-shipping-rates.md).
export {
  cannotShipYet,
  EMPTY_CART,
  NOT_IN_CART,
  noCourier,
  quoteCart,
  RATES_UNAVAILABLE,
  type ShippingDeps,
} from './service.ts'
