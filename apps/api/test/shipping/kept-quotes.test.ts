import { describe, expect, it } from 'vitest'
import {
  keepingQuotes,
  MAX_KEPT_QUOTES,
  QUOTE_TTL_MS,
} from '../../src/providers/shipping/kept-quotes.ts'
import {
  ShippingRefused,
  type QuoteRatesInput,
  type ShippingOption,
  type ShippingProvider,
} from '../../src/providers/shipping/port.ts'

const option: ShippingOption = {
  courierCode: 'jne',
  courierName: 'JNE',
  serviceCode: 'reg',
  serviceName: 'Reguler',
  price: 9_000,
  etd: '2-3 days',
}

const parcel: QuoteRatesInput = {
  originPostalCode: '10110',
  destinationPostalCode: '40132',
  couriers: ['jne', 'sicepat'],
  items: [{ name: 'Kopi Gayo', value: 89_000, weight: 250, quantity: 2 }],
}

/** A provider that counts the quotes it is asked for; `answer` decides each one. */
function countingProvider(answer: () => Promise<ShippingOption[]> = async () => [option]) {
  const asked: QuoteRatesInput[] = []
  const provider: ShippingProvider = {
    name: 'local',
    quoteRates: (input) => {
      asked.push(input)
      return answer()
    },
    track: async () => ({ status: 'in_transit', history: [] }),
  }
  return { provider, asked }
}

describe('quotes kept a short while', () => {
  it('answers the same question again without asking, until the quote is a minute old', async () => {
    let now = 1_000_000
    const { provider, asked } = countingProvider()
    const quotes = keepingQuotes(provider, () => now)
    const first = await quotes.quoteRates(parcel)
    first.pop() // the caller's copy
    expect(await quotes.quoteRates({ ...parcel, items: [...parcel.items] })).toEqual([option])
    now += QUOTE_TTL_MS
    await quotes.quoteRates(parcel)
    expect(asked).toHaveLength(1)
    now += 1
    await quotes.quoteRates(parcel)
    expect(asked).toHaveLength(2)
  })

  it('asks again for any other parcel, route or courier list', async () => {
    const { provider, asked } = countingProvider()
    const quotes = keepingQuotes(provider)
    const item = parcel.items[0] ?? { name: '', value: 0, weight: 0, quantity: 0 }
    await quotes.quoteRates(parcel)
    await quotes.quoteRates({ ...parcel, destinationPostalCode: '55221' })
    await quotes.quoteRates({ ...parcel, originPostalCode: '55221' })
    await quotes.quoteRates({ ...parcel, couriers: ['jne'] })
    await quotes.quoteRates({ ...parcel, items: [{ ...item, quantity: 3 }] })
    await quotes.quoteRates({ ...parcel, items: [{ ...item, weight: 251 }] })
    await quotes.quoteRates({ ...parcel, items: [{ ...item, value: 90_000 }] })
    await quotes.quoteRates(parcel)
    expect(asked).toHaveLength(7)
  })

  it('asks once for questions asked together', async () => {
    const { provider, asked } = countingProvider()
    const quotes = keepingQuotes(provider)
    const answers = await Promise.all([1, 2, 3].map(() => quotes.quoteRates(parcel)))
    expect(answers).toEqual([[option], [option], [option]])
    expect(asked).toHaveLength(1)
  })

  it('keeps no refusal or failure: the next question asks again', async () => {
    let fail = true
    const { provider, asked } = countingProvider(async () => {
      if (fail) throw new ShippingRefused('no courier')
      return [option]
    })
    const quotes = keepingQuotes(provider)
    await expect(quotes.quoteRates(parcel)).rejects.toThrow(ShippingRefused)
    fail = false
    expect(await quotes.quoteRates(parcel)).toEqual([option])
    expect(asked).toHaveLength(2)
  })

  it('keeps at most MAX_KEPT_QUOTES quotes, the least recently used leaving first', async () => {
    const { provider, asked } = countingProvider()
    const quotes = keepingQuotes(provider)
    const to = (n: number) => ({ ...parcel, destinationPostalCode: String(n) })
    for (let n = 0; n < MAX_KEPT_QUOTES; n++) await quotes.quoteRates(to(n))
    await quotes.quoteRates(to(0)) // 1 is now the least recently used
    await quotes.quoteRates(to(MAX_KEPT_QUOTES)) // 1 leaves
    expect(asked).toHaveLength(MAX_KEPT_QUOTES + 1)
    await quotes.quoteRates(to(0))
    await quotes.quoteRates(to(2))
    expect(asked).toHaveLength(MAX_KEPT_QUOTES + 1)
    await quotes.quoteRates(to(1))
    expect(asked).toHaveLength(MAX_KEPT_QUOTES + 2)
  })
})
