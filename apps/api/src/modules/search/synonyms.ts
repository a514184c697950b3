/**
 * Words for the same goods, in Indonesian and English (docs/search.md). Every word of a group
 * finds what every other word of it finds, both ways; a group holds only words a shopper would
 * accept for one another, so that a synonym never brings unrelated goods (a 'kaos' is a T-shirt,
 * never a shirt with a collar, never a bottle). Several words in one entry ('jam tangan') are a
 * phrase: its words together in a name. Lowercase, letters, digits and '-' only.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Clothing
  ['kaos', 'kaus', 't-shirt', 'tshirt', 'tee'],
  ['kemeja', 'shirt'],
  ['celana', 'pants', 'trousers'],
  ['jeans', 'jins'],
  ['kulot', 'culottes'],
  ['rok', 'skirt'],
  ['jaket', 'jacket'],
  ['gaun', 'dress'],
  ['blus', 'blouse'],
  ['kardigan', 'cardigan'],
  ['hoodie', 'hodi', 'jaket hoodie'],
  ['sweter', 'sweater', 'pullover'],
  ['baju', 'clothes', 'clothing'],
  ['topi', 'hat', 'cap'],
  ['sepatu', 'shoes', 'shoe', 'sneakers', 'sneaker'],
  ['sandal', 'sandals'],
  ['kebaya'],
  ['batik'],
  ['tenun', 'woven'],
  // Bags and accessories
  ['tas', 'bag', 'bags', 'handbag'],
  ['ransel', 'backpack', 'tas ransel'],
  ['dompet', 'wallet'],
  ['kacamata', 'glasses', 'sunglasses', 'eyeglasses'],
  ['jam tangan', 'watch', 'wristwatch', 'watches'],
  ['jam pintar', 'jam tangan pintar', 'smartwatch'],
  // Jewellery
  ['cincin', 'ring', 'rings'],
  ['kalung', 'necklace'],
  ['liontin', 'pendant'],
  ['gelang', 'bracelet'],
  ['anting', 'anting-anting', 'earrings', 'earring'],
  ['mutiara', 'pearl'],
  // Materials and colours
  ['perak', 'silver'],
  ['emas', 'gold'],
  ['kulit', 'leather'],
  ['katun', 'cotton'],
  ['kanvas', 'canvas'],
  ['linen'],
  ['hitam', 'black'],
  ['putih', 'white'],
  ['merah', 'red'],
  ['biru', 'blue'],
  // Who it is for, and its cut
  ['pria', 'men', 'mens', 'man'],
  ['wanita', 'women', 'womens', 'woman'],
  ['anak', 'kids', 'children'],
  ['lengan panjang', 'long-sleeve', 'long sleeve'],
  ['lengan pendek', 'short-sleeve', 'short sleeve'],
  // Electronics
  ['ponsel', 'hp', 'handphone', 'smartphone', 'phone', 'telepon genggam'],
  ['laptop', 'leptop', 'notebook'],
  ['headphone', 'headphones', 'headset'],
  ['earphone', 'earphones', 'earbuds', 'tws'],
  ['charger', 'pengisi daya', 'casan'],
  ['speaker', 'pengeras suara'],
  ['kamera', 'camera'],
  ['nirkabel', 'wireless'],
  // Sports
  ['botol', 'bottle', 'tumbler'],
  ['botol minum', 'water bottle', 'sports bottle'],
  ['lari', 'running'],
  ['raket', 'racket'],
  ['bulu tangkis', 'badminton'],
  ['bola', 'ball'],
  ['bola sepak', 'sepak bola', 'football', 'soccer'],
  ['dumbel', 'dumbbell', 'barbel'],
  ['olahraga', 'sport', 'sports'],
]

/** A word or phrase of a group, as the words of a product name must hold it. */
export type Form = readonly string[]

/** Each single word and each phrase (words joined by one space) to the forms of its group. */
export const SYNONYMS: ReadonlyMap<string, readonly Form[]> = new Map(
  SYNONYM_GROUPS.flatMap((group) => {
    const forms = group.map((entry) => entry.split(' '))
    return group.map((entry) => [entry, forms] as const)
  }),
)

/** The longest phrase of the synonym list in words[from…], as its number of words (0: none). */
export function phraseAt(words: readonly string[], from: number): number {
  for (let length = 3; length >= 2; length--) {
    if (from + length > words.length) continue
    if (SYNONYMS.has(words.slice(from, from + length).join(' '))) return length
  }
  return 0
}
