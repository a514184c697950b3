import type { OrderStatus } from '@pasar/shared'

interface DemoOrderPlan {
  buyer: string
  story: OrderStatus | 'REFUNDED'
  /** How long before the seed the order was placed. */
  minutesAgo: number
  /** Product names of the demo stores, with quantities. */
  lines: [name: string, quantity: number][]
}

const DAY = 24 * 60

/**
 * The demo shopper's order history (docs/decisions/0900-demo-orders.md): one order in every
 * payment state, newest first, spread over the last weeks. The PENDING one is minutes old so it
 * is still payable; its quantities are reserved from the stock the stores list.
 */
export const DEMO_ORDERS: DemoOrderPlan[] = [
  {
    buyer: 'shopper@pasar.test',
    story: 'PENDING',
    minutesAgo: 20,
    lines: [
      ['Toba Mini Bluetooth Speaker', 1],
      ['Kawi Insulated Sports Bottle', 2],
    ],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    minutesAgo: 3 * DAY + 185,
    lines: [
      ['Parang Batik Shirt', 1],
      ['Celuk Silver Ring', 1],
    ],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'CANCELED',
    minutesAgo: 6 * DAY + 410,
    lines: [
      ['Floral Summer Dress', 1],
      ['Knit Cardigan', 1],
    ],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'EXPIRED',
    minutesAgo: 10 * DAY + 95,
    lines: [
      ['Polarized Aviator Sunglasses', 1],
      ['Kuta Surf Cap', 2],
      ['Mini Card Wallet', 1],
    ],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'FAILED',
    minutesAgo: 13 * DAY + 640,
    lines: [['Merapi Fit Smartwatch', 1]],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'REFUNDED',
    minutesAgo: 17 * DAY + 300,
    lines: [['Ubud Leather Handbag', 1]],
  },
  {
    buyer: 'shopper@pasar.test',
    story: 'PAID',
    minutesAgo: 24 * DAY + 720,
    lines: [['Aurora ANC Wireless Headphones', 1]],
  },
]
