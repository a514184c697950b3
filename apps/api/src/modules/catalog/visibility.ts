/**
 * The product (by alias) belongs to a store that is not deleted. Deleted stores are few and
 * listed by a partial index (`stores_deleted_idx`), so their ids are read once per statement as
 * an array, instead of looking up the store of every product a statement walks past.
 */
export const inOpenStore = (alias: string) =>
  `${alias}.store_id <> ALL (ARRAY(SELECT id FROM stores WHERE deleted_at IS NOT NULL))`
