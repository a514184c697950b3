/**
 * Whether a bank account's holder is the store's owner, read as a person would
 * (docs/decisions/1012): banks print names in capitals, with or without a title or a degree, and
 * people type them in any case and order. Only a warning for the operator rests on it.
 */

// Forms of address Indonesians (and a few English speakers) put before a name.
const BEFORE = new Set(
  (
    'BAPAK BPK BP PAK IBU BU SDR SDRI SAUDARA SAUDARI TN TUAN NY NYONYA NN NONA MR MRS MS MISS ' +
    'DR DRS DRA IR PROF H HJ HAJI HAJJAH KH'
  ).split(' '),
)
// Degrees written after it ("S.Kom." reads as the words S and KOM, so as SKOM).
const AFTER = new Set(
  (
    'ST SE SH SKOM SPD SSOS SKED SPSI SS SSI SP SIP SAK SFARM SIKOM SDS SPT MM MBA MSC MT MKOM ' +
    'MPD MH MA MSI MAK MKES PHD AMD AMK'
  ).split(' '),
)

/**
 * The words of a name without case, accents, punctuation, or the titles and degrees around it
 * (before it, after it, or after a comma), sorted so the order of the names does not matter.
 */
export function nameWords(name: string): string[] {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
  // "Budi Santoso, S.E., M.M.": what follows the first comma are degrees.
  const [beforeComma = ''] = plain.split(',')
  const words = (/[A-Z0-9]/.test(beforeComma) ? beforeComma : plain)
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
  let first = 0
  let last = words.length
  while (first < last && BEFORE.has(words[first] ?? '')) first += 1
  for (;;) {
    if (last > first && AFTER.has(words[last - 1] ?? '')) last -= 1
    else if (last - 1 > first && AFTER.has(`${words[last - 2]}${words[last - 1]}`)) last -= 2
    else break
  }
  // A name that is nothing but "titles" (say, "Ir") is kept as written.
  const named = first < last ? words.slice(first, last) : words
  return named.sort()
}

export function holderIsOwner(holder: string, owner: string): boolean {
  return nameWords(holder).join(' ') === nameWords(owner).join(' ')
}
