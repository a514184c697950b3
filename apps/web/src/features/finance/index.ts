/** The seller's money (docs/product.md#finance): the store's Finance tab. */
export {}
