import type { ArtKind } from './art/kinds.ts'

/** Product types of the generated catalogue: name, category slug, base price (IDR), picture. */
export const LARGE_TYPES: ReadonlyArray<readonly [string, string, number, ArtKind]> = [
  ['Wireless Headphones', 'electronics', 749_000, 'headphones'],
  ['Smartphone', 'electronics', 3_499_000, 'phone'],
  ['Laptop', 'electronics', 8_999_000, 'laptop'],
  ['Smartwatch', 'electronics', 1_299_000, 'smartwatch'],
  ['Bluetooth Speaker', 'electronics', 459_000, 'speaker'],
  ['Mirrorless Camera', 'electronics', 7_499_000, 'camera'],
  ['Cotton T-Shirt', 'clothing', 99_000, 'tshirt'],
  ['Denim Jeans', 'clothing', 299_000, 'jeans'],
  ['Pullover Hoodie', 'clothing', 249_000, 'hoodie'],
  ['Leather Handbag', 'accessories', 899_000, 'handbag'],
  ['Canvas Backpack', 'accessories', 349_000, 'backpack'],
  ['Polarized Sunglasses', 'accessories', 189_000, 'sunglasses'],
  ['Baseball Cap', 'accessories', 79_000, 'cap'],
  ['Leather Wallet', 'accessories', 159_000, 'wallet'],
  ['Football', 'sports', 229_000, 'football'],
  ['Badminton Racket', 'sports', 389_000, 'racket'],
  ['Running Shoes', 'sports', 699_000, 'sneaker'],
  ['Dumbbell Set', 'sports', 319_000, 'dumbbell'],
  ['Sports Bottle', 'sports', 69_000, 'bottle'],
  ['Silver Ring', 'jewelery', 459_000, 'ring'],
  ['Pendant Necklace', 'jewelery', 649_000, 'necklace'],
  ['Drop Earrings', 'jewelery', 279_000, 'earrings'],
  ['Beaded Bracelet', 'jewelery', 129_000, 'bracelet'],
  ['Classic Wristwatch', 'jewelery', 1_149_000, 'watch'],
  ['Batik Shirt', 'mens-clothing', 279_000, 'shirt'],
  ['Bomber Jacket', 'mens-clothing', 549_000, 'jacket'],
  ['Chino Trousers', 'mens-clothing', 259_000, 'jeans'],
  ['Floral Dress', 'womens-clothing', 319_000, 'dress'],
  ['Linen Blouse', 'womens-clothing', 189_000, 'shirt'],
  ['Knit Cardigan', 'womens-clothing', 239_000, 'hoodie'],
]

/** Name prefixes; with LARGE_TYPES and a model code they give thousands of distinct names. */
export const LARGE_BRANDS = [
  'Aurora',
  'Nusa',
  'Garuda',
  'Merapi',
  'Rinjani',
  'Toba',
  'Komodo',
  'Borneo',
  'Kawi',
  'Bromo',
  'Sumba',
  'Flores',
  'Kenari',
  'Cendana',
  'Melati',
  'Segara',
] as const

export const LARGE_STORES = [
  { slug: 'grosir-nusantara', name: 'Grosir Nusantara', description: 'Wholesale everything.' },
  { slug: 'pusat-belanja-jaya', name: 'Pusat Belanja Jaya', description: 'Big catalogue, fast.' },
  { slug: 'toko-serba-ada', name: 'Toko Serba Ada', description: 'A shop that has it all.' },
  { slug: 'pasar-raya-online', name: 'Pasar Raya Online', description: 'Daily deals.' },
] as const

export const LARGE_COLORS = ['#0f766e', '#2563eb', '#e11d48', '#7c3aed', '#ea580c'] as const
