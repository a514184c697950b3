import type { OrderStatus } from '@pasar/shared'
import type { DemoFulfilment } from '../modules/fulfilment/index.ts'

interface DemoOrderPlan {
  buyer: string
  story: OrderStatus | 'REFUNDED'
  /** What became of a PAID order's store orders (docs/decisions/0851-checkout.md). */
  fulfilment?: DemoFulfilment
  /** How long before the seed the order was placed. */
  minutesAgo: number
  /** Product names of the demo stores, with quantities and, for a product with options, the values. */
  lines: [name: string, quantity: number, values?: string[]][]
  /** Voucher codes applied at checkout (seed/demo-vouchers.ts). */
  vouchers?: string[]
}

const DAY = 24 * 60

/**
 * The demo shopper's order history (docs/decisions/0900-demo-orders.md): one order in every
 * payment state, newest first, spread over the last weeks. The PENDING one is minutes old so it
 * is still payable; its quantities are reserved from the stock the stores list. The paid ones
 * put store orders in every fulfilment state, most of them Gadget Nusantara's (Budi, the demo
 * seller), so the seller inbox has work (docs/decisions/0851-checkout.md).
 */
export const DEMO_ORDERS: DemoOrderPlan[] = [
  {
    buyer: 'shopper@pasar.test',
    story: 'PENDING',
    minutesAgo: 20,
    lines: [
      ['Speaker Bluetooth Mini Toba', 1],
      ['Botol Minum Olahraga Kawi', 2],
    ],
    vouchers: ['GRATISONGKIR'],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    fulfilment: 'TO_SHIP',
    minutesAgo: 190,
    lines: [
      ['HP Nusa X5 128 GB', 1, ['Biru Laut']],
      ['Kalung Mutiara Laut', 1],
    ],
    vouchers: ['GADGET50K', 'KILAU15', 'GRATISONGKIR'],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    fulfilment: 'TO_SHIP_DUE_SOON',
    minutesAgo: 2 * DAY + 20 * 60,
    lines: [['Laptop Garuda Air 14', 1, ['512 GB']]],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    fulfilment: 'SHIPPED',
    minutesAgo: 3 * DAY + 185,
    lines: [
      ['Kemeja Batik Pria Lengan Panjang Parang', 1, ['Coklat', 'L']],
      ['Cincin Perak 925 Celuk', 1],
      ['Smartwatch Merapi Fit', 1, ['Hitam']],
    ],
    vouchers: ['BATIKSARI10', 'PASARHEMAT'],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    fulfilment: 'DELIVERED',
    minutesAgo: 5 * DAY + 30,
    lines: [['Headphone Wireless ANC Aurora', 1]],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'CANCELED',
    minutesAgo: 6 * DAY + 410,
    lines: [
      ['Dress Motif Bunga', 1],
      ['Kardigan Rajut Wanita', 1],
    ],
    vouchers: ['BATIKSARI10'],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'EXPIRED',
    minutesAgo: 10 * DAY + 95,
    lines: [
      ['Kacamata Hitam Aviator Polarized', 1],
      ['Topi Selancar Kuta', 2],
      ['Dompet Kartu Mini', 1],
    ],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'FAILED',
    minutesAgo: 13 * DAY + 640,
    lines: [['Smartwatch Merapi Fit', 1, ['Pink']]],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    fulfilment: 'SELLER_CANCELED',
    minutesAgo: 15 * DAY + 200,
    lines: [['HP Nusa X5 128 GB', 1, ['Hitam Onyx']]],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'REFUNDED',
    minutesAgo: 17 * DAY + 300,
    lines: [['Tas Tangan Kulit Ubud', 1]],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    fulfilment: 'COMPLETED',
    minutesAgo: 24 * DAY + 720,
    lines: [['Headphone Wireless ANC Aurora', 1]],
    vouchers: ['GRATISONGKIR'],
  },
  // Other demo accounts buy from Budi's store too, so the product page has reviews from more
  // than one buyer (seed/demo-reviews.ts).
  {
    buyer: 'sari@pasar.test',
    story: 'PAID',
    fulfilment: 'COMPLETED',
    minutesAgo: 12 * DAY + 200,
    lines: [
      ['Headphone Wireless ANC Aurora', 1],
      ['Smartwatch Merapi Fit', 1, ['Hitam']],
    ],
  },
  {
    buyer: 'agus@pasar.test',
    story: 'PAID',
    fulfilment: 'COMPLETED',
    minutesAgo: 8 * DAY + 90,
    lines: [['Headphone Wireless ANC Aurora', 1]],
    vouchers: ['GADGET50K'],
  },
]
