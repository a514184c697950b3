// The operator console (docs/product.md#operator-console): its route is lazy-loaded by the router.
export {}
