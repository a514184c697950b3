import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isFinal } from '../../src/modules/orders/payment-state.ts'
import { notificationSignature } from '../../src/providers/payment/midtrans/signature.ts'
import {
  mapTransactionStatus,
  parseGrossAmount,
} from '../../src/providers/payment/midtrans/status.ts'

describe('mapTransactionStatus', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', undefined],
    ['capture', 'deny', 'failed'],
    ['pending', undefined, 'pending'],
    ['deny', undefined, 'failed'],
    ['failure', undefined, 'failed'],
    ['cancel', undefined, 'canceled'],
    ['expire', undefined, 'expired'],
    ['refund', undefined, 'refunded'],
    ['partial_refund', undefined, 'refunded'],
    ['authorize', undefined, undefined],
  ])('maps %s (fraud %s) to %s', (status, fraud, expected) => {
    expect(mapTransactionStatus(status, fraud)).toBe(expected)
  })
})

describe('isFinal', () => {
  it('treats every status but PENDING as final', () => {
    expect(isFinal('PENDING')).toBe(false)
    for (const status of ['PAID', 'CANCELED', 'EXPIRED', 'FAILED'] as const) {
      expect(isFinal(status)).toBe(true)
    }
  })
})

describe('parseGrossAmount', () => {
  it('reads Midtrans amounts as whole rupiah', () => {
    expect(parseGrossAmount('150000.00')).toBe(150000)
    expect(parseGrossAmount('150000')).toBe(150000)
    // Rupiah has no cents: a fractional amount is never an order's amount.
    expect(parseGrossAmount('150000.50')).toBeUndefined()
    expect(parseGrossAmount('abc')).toBeUndefined()
    expect(parseGrossAmount('-5.00')).toBeUndefined()
  })
})

describe('notificationSignature', () => {
  it('is sha512 of order id, status code, gross amount and server key', () => {
    const expected = createHash('sha512')
      .update('PSR-1-1' + '200' + '10000.00' + 'key')
      .digest('hex')
    expect(notificationSignature('PSR-1-1', '200', '10000.00', 'key')).toBe(expected)
    expect(notificationSignature('a', '200', '1.00', 'k')).not.toBe(
      notificationSignature('a', '201', '1.00', 'k'),
    )
  })
})
