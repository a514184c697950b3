import {
  ADDRESSES_PER_USER_MAX,
  CITY_MESSAGE,
  DISTRICT_MESSAGE,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  PROVINCE_MESSAGE,
  VILLAGE_MESSAGE,
} from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { LEBAK_GEDE_BANDUNG, LEBAK_GEDE_NAMES } from '../helpers/places.ts'
import {
  addAddress,
  bandung,
  defaultId,
  deleteAddress,
  listAddresses,
  updateAddress,
} from './support.ts'

const { app } = await setupTestApp()

describe('POST /api/v1/addresses', () => {
  it('adds an address with its areas named from the list; the first is the default, phone kept as +628…', async () => {
    const user = await createUser(app)
    const res = await addAddress(app, user, { ...bandung, isDefault: false })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      label: 'Rumah',
      recipientName: 'Dewi Lestari',
      phone: '+6281234567890',
      ...LEBAK_GEDE_NAMES,
      postalCode: '40132',
      street: 'Jl. Dipati Ukur No. 35',
      ...LEBAK_GEDE_BANDUNG,
      isDefault: true,
    })
    expect(await listAddresses(app, user)).toEqual([res.json().data])
  })

  it.each([
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['0812345678', '+62812345678'],
  ])('answers the phone %s as %s', async (phone, kept) => {
    const user = await createUser(app)
    const res = await addAddress(app, user, { ...bandung, phone })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.phone).toBe(kept)
  })

  it('without a label answers label null, and an empty label counts as none', async () => {
    const user = await createUser(app)
    const { label: _omitted, ...unlabelled } = bandung
    expect((await addAddress(app, user, unlabelled)).json().data.label).toBeNull()
    expect((await addAddress(app, user, { ...bandung, label: '  ' })).json().data.label).toBeNull()
  })

  it('a later address with isDefault: true takes the default over; without it, it does not', async () => {
    const user = await createUser(app)
    const first = (await addAddress(app, user)).json().data
    const second = (await addAddress(app, user, { ...bandung, label: 'Kos' })).json().data
    expect(second.isDefault).toBe(false)
    expect(await defaultId(app, user)).toBe(first.id)
    const third = (await addAddress(app, user, { ...bandung, isDefault: true })).json().data
    expect(third.isDefault).toBe(true)
    expect(await defaultId(app, user)).toBe(third.id)
  })

  it(`refuses one address past ${ADDRESSES_PER_USER_MAX} with 409 and keeps ${ADDRESSES_PER_USER_MAX}`, async () => {
    const user = await createUser(app)
    for (let i = 0; i < ADDRESSES_PER_USER_MAX; i++) {
      expect((await addAddress(app, user)).statusCode).toBe(201)
    }
    const res = await addAddress(app, user)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'You can keep at most 20 addresses. Delete one to add another.',
    })
    expect(await listAddresses(app, user)).toHaveLength(ADDRESSES_PER_USER_MAX)
  })

  it('needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/addresses', payload: bandung })
    expect(res.statusCode).toBe(401)
  })
})

describe('bad input: 400 with field errors, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a landline', { phone: '0221234567' }, 'phone', PHONE_MESSAGE],
    ['a short phone', { phone: '0812345' }, 'phone', PHONE_MESSAGE],
    ['a 16-digit phone', { phone: '0812345678901234' }, 'phone', PHONE_MESSAGE],
    ['letters in the phone', { phone: '0812abc45678' }, 'phone', PHONE_MESSAGE],
    ['a phone as a number', { phone: 81234567890 }, 'phone', 'Expected string, received number'],
    ['a 4-digit postal code', { postalCode: '4013' }, 'postalCode', POSTAL_CODE_MESSAGE],
    ['letters in the postal code', { postalCode: '4013a' }, 'postalCode', POSTAL_CODE_MESSAGE],
    [
      'a postal code as a number',
      { postalCode: 40132 },
      'postalCode',
      'Expected string, received number',
    ],
    [
      'a short recipient',
      { recipientName: 'Al' },
      'recipientName',
      'Recipient name must contain at least 3 character(s)',
    ],
    [
      'a long recipient',
      { recipientName: 'x'.repeat(51) },
      'recipientName',
      'Recipient name must contain at most 50 character(s)',
    ],
    ['a short street', { street: 'Jl 1' }, 'street', 'Street must contain at least 5 character(s)'],
    [
      'a long street',
      { street: 'x'.repeat(201) },
      'street',
      'Street must contain at most 200 character(s)',
    ],
    ['a malformed city code', { cityCode: '3273' }, 'cityCode', CITY_MESSAGE],
    ['an unknown province', { provinceCode: '99' }, 'provinceCode', PROVINCE_MESSAGE],
    ['a city of another province', { cityCode: '31.71' }, 'cityCode', CITY_MESSAGE],
    ['a district of another city', { districtCode: '32.04.01' }, 'districtCode', DISTRICT_MESSAGE],
    [
      'a village not in its district (Dago is in Coblong, Gambir is not)',
      { villageCode: '31.71.01.1001' },
      'villageCode',
      VILLAGE_MESSAGE,
    ],
    ['a village code as a number', { villageCode: 3273021002 }, 'villageCode', VILLAGE_MESSAGE],
    [
      'a long label',
      { label: 'x'.repeat(31) },
      'label',
      'Label must contain at most 30 character(s)',
    ],
    [
      'a NUL in the street',
      { street: 'Jl. Dipati\u0000Ukur' },
      'street',
      'Street must not contain control characters',
    ],
    [
      'a line break in the recipient',
      { recipientName: 'Dewi\nLestari' },
      'recipientName',
      'Recipient name must not contain control characters',
    ],
    [
      'an escape in the label',
      { label: 'Rumah\u001b[31m' },
      'label',
      'Label must not contain control characters',
    ],
    [
      'isDefault as a string',
      { isDefault: 'true' },
      'isDefault',
      'Expected boolean, received string',
    ],
  ]

  it.each(cases)('%s', async (_name, change, path, message) => {
    const user = await createUser(app)
    const res = await addAddress(app, user, { ...bandung, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ path, message })
    expect(await listAddresses(app, user)).toEqual([])
  })

  it('a missing field is named', async () => {
    const user = await createUser(app)
    const { districtCode: _missing, ...rest } = bandung
    const res = await addAddress(app, user, rest)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ path: 'districtCode', message: DISTRICT_MESSAGE })
  })

  it('names sent beside the codes are not kept: the names come from the list', async () => {
    const user = await createUser(app)
    const res = await addAddress(app, user, { ...bandung, province: 'Jabar', village: 'Dago' })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject(LEBAK_GEDE_NAMES)
  })
})

describe('PATCH /api/v1/addresses/{id}', () => {
  it('changes only the fields sent and normalises the phone', async () => {
    const user = await createUser(app)
    const address = (await addAddress(app, user)).json().data
    const res = await updateAddress(app, user, address.id, {
      street: 'Jl. Ganesha No. 10',
      phone: '6285712345678',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      ...address,
      street: 'Jl. Ganesha No. 10',
      phone: '+6285712345678',
    })
    expect(await listAddresses(app, user)).toEqual([res.json().data])
  })

  it('isDefault: true moves the default; the old default is no longer one', async () => {
    const user = await createUser(app)
    const first = (await addAddress(app, user)).json().data
    const second = (await addAddress(app, user)).json().data
    const res = await updateAddress(app, user, second.id, { isDefault: true })
    expect(res.json().data.isDefault).toBe(true)
    const book = await listAddresses(app, user)
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ])
  })

  it('isDefault: false on the default is refused with 409: there is always one default', async () => {
    const user = await createUser(app)
    const only = (await addAddress(app, user)).json().data
    const res = await updateAddress(app, user, only.id, { isDefault: false, label: 'Kantor' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/always has a default address/)
    expect(await listAddresses(app, user)).toEqual([only])
  })

  it('bad input is a 400 and changes nothing', async () => {
    const user = await createUser(app)
    const address = (await addAddress(app, user)).json().data
    const res = await updateAddress(app, user, address.id, {
      postalCode: '123456',
      street: 'Jl.\u0007Ganesha',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'postalCode', message: POSTAL_CODE_MESSAGE },
        { path: 'street', message: 'Street must not contain control characters' },
      ]),
    )
    expect(await listAddresses(app, user)).toEqual([address])
  })

  it('a village of the same district moves the address there; one of another district is refused', async () => {
    const user = await createUser(app)
    const address = (await addAddress(app, user)).json().data
    const patch = (payload: Record<string, unknown>) =>
      updateAddress(app, user, address.id, payload)
    const dago = await patch({ villageCode: '32.73.02.1004' })
    expect(dago.statusCode, dago.body).toBe(200)
    expect(dago.json().data).toMatchObject({ village: 'Dago', villageCode: '32.73.02.1004' })
    const elsewhere = await patch({ villageCode: '31.71.01.1001' })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().errors).toEqual([{ path: 'villageCode', message: VILLAGE_MESSAGE }])
    expect((await listAddresses(app, user))[0]).toMatchObject({ village: 'Dago' })
  })

  it('an address typed before the area list keeps its names until all four areas are picked', async () => {
    const user = await createUser(app)
    const address = (await addAddress(app, user)).json().data
    // What an address written before the area list looks like: names as typed, no codes.
    await app.db
      .update(addresses)
      .set({
        province: 'Jabar',
        city: 'Bandung',
        district: 'Coblong',
        village: null,
        provinceCode: null,
        cityCode: null,
        districtCode: null,
        villageCode: null,
      })
      .where(eq(addresses.id, address.id))
    const patch = (payload: Record<string, unknown>) =>
      updateAddress(app, user, address.id, payload)
    const phone = await patch({ phone: '081298765432' })
    expect(phone.statusCode).toBe(200)
    expect(phone.json().data).toMatchObject({ province: 'Jabar', village: null, villageCode: null })
    const villageOnly = await patch({ villageCode: '32.73.02.1004' })
    expect(villageOnly.statusCode).toBe(400)
    expect(villageOnly.json().errors).toEqual([{ path: 'provinceCode', message: PROVINCE_MESSAGE }])
    const picked = await patch(LEBAK_GEDE_BANDUNG)
    expect(picked.statusCode).toBe(200)
    expect(picked.json().data).toMatchObject({ ...LEBAK_GEDE_NAMES, ...LEBAK_GEDE_BANDUNG })
  })
})

describe('DELETE /api/v1/addresses/{id}', () => {
  it('deleting the default makes the newest remaining address the default', async () => {
    const user = await createUser(app)
    const first = (await addAddress(app, user)).json().data
    const second = (await addAddress(app, user)).json().data
    const third = (await addAddress(app, user)).json().data
    const res = await deleteAddress(app, user, first.id)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const book = await listAddresses(app, user)
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ])
  })

  it('deleting another address leaves the default where it is; the last one can go too', async () => {
    const user = await createUser(app)
    const first = (await addAddress(app, user)).json().data
    const second = (await addAddress(app, user)).json().data
    const del = (id: number) => deleteAddress(app, user, id)
    expect((await del(second.id)).statusCode).toBe(204)
    expect(await defaultId(app, user)).toBe(first.id)
    expect((await del(first.id)).statusCode).toBe(204)
    expect(await listAddresses(app, user)).toEqual([])
    expect((await del(first.id)).statusCode).toBe(404)
  })
})

describe("someone else's address", () => {
  it('PATCH and DELETE answer 404 and change nothing; the list shows only your own', async () => {
    const owner = await createUser(app)
    const stranger = await createUser(app)
    const address = (await addAddress(app, owner)).json().data
    await addAddress(app, stranger, { ...bandung, label: 'Mine' })
    const patch = await updateAddress(app, stranger, address.id, {
      street: 'Jl. Pencuri No. 1',
      isDefault: true,
    })
    expect(patch.statusCode).toBe(404)
    expect(patch.json()).toEqual({ message: 'Address not found' })
    const del = await deleteAddress(app, stranger, address.id)
    expect(del.statusCode).toBe(404)
    expect(await listAddresses(app, owner)).toEqual([address])
    expect((await listAddresses(app, stranger)).map((a) => a.label)).toEqual(['Mine'])
  })

  it.each(['0', '-1', 'abc', '1.5', '2147483648', '99999999999', '1e3', '%00'])(
    'a path id that names no address (%s) is a 404 and changes nothing',
    async (id) => {
      const user = await createUser(app)
      const address = (await addAddress(app, user)).json().data
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await app.inject({
          method,
          url: `/api/v1/addresses/${id}`,
          headers: user.auth,
          ...(method === 'PATCH' ? { payload: { label: 'Kos' } } : {}),
        })
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ message: 'Not found' })
      }
      expect(await listAddresses(app, user)).toEqual([address])
    },
  )
})

describe('concurrent changes keep exactly one default', () => {
  it('ten addresses added at once: one default, the first limit still holds', async () => {
    const user = await createUser(app)
    const answers = await Promise.all(Array.from({ length: 10 }, () => addAddress(app, user)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    const book = await listAddresses(app, user)
    expect(book).toHaveLength(10)
    expect(book.filter((a) => a.isDefault)).toHaveLength(1)
  })

  it('every address made default at once: exactly one default remains', async () => {
    const user = await createUser(app)
    const ids: number[] = []
    for (let i = 0; i < 6; i++) ids.push((await addAddress(app, user)).json().data.id)
    const answers = await Promise.all(
      ids.map((id) => updateAddress(app, user, id, { isDefault: true })),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200))
    expect((await listAddresses(app, user)).filter((a) => a.isDefault)).toHaveLength(1)
  })

  it('25 added at once against the limit of 20: 20 stored, 5 refused', async () => {
    const user = await createUser(app)
    const answers = await Promise.all(Array.from({ length: 25 }, () => addAddress(app, user)))
    const codes = answers.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 201)).toHaveLength(20)
    expect(codes.filter((c) => c === 409)).toHaveLength(5)
    expect(await listAddresses(app, user)).toHaveLength(20)
  })
})
