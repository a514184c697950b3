/** The seller's money, in the API's words (modules/payouts, modules/ledger): balance, ledger,
 * withdrawals and the bank account, shown on the store's Finance tab (docs/product.md#finance). */
export {}
