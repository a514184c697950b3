import type { Address } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { chooseAddress } from './choose-address.ts'

const address = (id: number, isDefault = false): Address => ({
  id,
  label: null,
  recipientName: 'Dewi Lestari',
  phone: '+6281234567890',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  village: 'Lebak Gede',
  postalCode: '40132',
  street: `Jl. Dipati Ukur No. ${id}`,
  provinceCode: '32',
  cityCode: '32.73',
  districtCode: '32.73.02',
  villageCode: '32.73.02.1002',
  isDefault,
})

describe('chooseAddress', () => {
  const book = [address(1), address(2, true), address(3)]

  it('preselects the default, or the first when none is default, or nothing', () => {
    expect(chooseAddress(book, null, false)?.id).toBe(2)
    expect(chooseAddress([address(4), address(5)], null, false)?.id).toBe(4)
    expect(chooseAddress([], null, false)).toBeNull()
    expect(chooseAddress(undefined, null, false)).toBeNull()
  })

  it("uses the buyer's pick, as the book has it now", () => {
    const edited = { ...address(3), street: 'Jl. Baru 1' }
    expect(chooseAddress([address(1), address(2, true), edited], address(3), false)).toBe(edited)
  })

  it('keeps an address just added while the book refreshes, then the default if it is gone', () => {
    expect(chooseAddress(book, address(9), true)?.id).toBe(9)
    expect(chooseAddress(book, address(9), false)?.id).toBe(2)
  })
})
