/**
 * The one row an INSERT (or upsert) … RETURNING wrote: a statement that writes one row always
 * returns it, so none is a bug, thrown as `${what} returned nothing`.
 */
export async function returnedRow<Row>(statement: PromiseLike<Row[]>, what: string): Promise<Row> {
  const [row] = await statement
  if (!row) throw new Error(`${what} returned nothing`)
  return row
}
