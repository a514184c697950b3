import { SYSTEM_TEXTS_EN } from '@pasar/shared'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../change-language.ts'
import { i18n } from '../index.ts'
import en from './en.json'
import { systemTextNow } from './index.ts'

afterEach(() => i18n.changeLanguage('en'))

describe('system texts', () => {
  it('has the English the API writes beside each code, and no other code', () => {
    expect(en).toEqual(SYSTEM_TEXTS_EN)
  })

  it('writes a code with its values in the language shown', async () => {
    const refund = { code: 'audit.REFUND_OF_ORDER', values: { orderId: 42 } }
    expect(systemTextNow(refund, 'Refund of order #42')).toBe('Refund of order #42')
    await changeLanguage('id')
    expect(systemTextNow(refund, 'Refund of order #42')).toBe('Pengembalian dana pesanan #42')
    expect(systemTextNow({ code: 'cancel.NOT_PAID_IN_TIME', values: {} }, 'x')).toBe(
      'Pesanan tidak dibayar tepat waktu.',
    )
  })

  it('shows what was written when there is no code, or one it does not know', async () => {
    await changeLanguage('id')
    expect(systemTextNow(null, 'Stok habis, maaf.')).toBe('Stok habis, maaf.')
    expect(systemTextNow({ code: 'cancel.NEW_ONE', values: {} }, 'A new reason.')).toBe(
      'A new reason.',
    )
    expect(systemTextNow({ code: 'toString', values: {} }, 'Written')).toBe('Written')
  })
})
