/**
 * How a reviewer's name is shown to everyone (docs/product.md#reviews): the first and the last
 * letter with '***' between, so 'Budi Santoso' is 'B***o' and 'Budi' is 'B***i'. Letters are
 * counted as the reader sees them (an emoji or an accented letter is one). A one-letter name
 * shows that letter and the stars ('A***'); an empty or blank one is 'Buyer'.
 */
export function shortenName(name: string): string {
  const letters = [...name.trim()]
  const first = letters[0]
  const last = letters[letters.length - 1]
  if (first === undefined || last === undefined) return 'Buyer'
  if (letters.length === 1) return `${first}***`
  return `${first}***${last}`
}
