import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { auditOf, call, OPERATOR_ENV, operatorOf } from './support.ts'

// Operators name each category in English and in Indonesian (docs/decisions/1011).
const { app } = await setupTestApp(OPERATOR_ENV)
const operator = await operatorOf(app)

const publicNames = async (language: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/v1/products/categories',
      headers: { 'accept-language': language },
    })
  )
    .json<{ data: { name: string; slug: string }[] }>()
    .data.map((c) => c.name)

describe("operators' category names", () => {
  it('takes both names; the public list answers each in its language', async () => {
    const added = await call(app, operator, 'POST', '/api/v1/admin/categories', {
      name: 'Garden',
      nameId: 'Kebun',
      icon: 'flower',
    })
    expect(added.status, added.raw).toBe(201)
    expect(added.body.data).toMatchObject({ name: 'Garden', nameId: 'Kebun', slug: 'garden' })
    expect(await publicNames('id')).toEqual(['Kebun'])
    expect(await publicNames('en')).toEqual(['Garden'])

    const edited = await call(
      app,
      operator,
      'PATCH',
      `/api/v1/admin/categories/${added.body.data.id}`,
      {
        name: 'Garden & Plants',
        nameId: 'Kebun & Tanaman',
      },
    )
    expect(edited.status, edited.raw).toBe(200)
    expect(edited.body.data).toMatchObject({ name: 'Garden & Plants', nameId: 'Kebun & Tanaman' })
    expect(await publicNames('id')).toEqual(['Kebun & Tanaman'])
    expect(await publicNames('en')).toEqual(['Garden & Plants'])
    const list = await call(app, operator, 'GET', '/api/v1/admin/categories')
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: 'Garden & Plants', nameId: 'Kebun & Tanaman' }),
    ])
  })

  it('refuses a category without one of its names (400 on that name), and changes nothing', async () => {
    const withoutIndonesian = await call(app, operator, 'POST', '/api/v1/admin/categories', {
      name: 'Toys',
      icon: 'gamepad',
    })
    expect(withoutIndonesian.status).toBe(400)
    expect(withoutIndonesian.body.errors).toEqual([expect.objectContaining({ path: 'nameId' })])
    const withoutEnglish = await call(app, operator, 'POST', '/api/v1/admin/categories', {
      nameId: 'Mainan',
      icon: 'gamepad',
    })
    expect(withoutEnglish.status).toBe(400)
    expect(withoutEnglish.body.errors).toEqual([expect.objectContaining({ path: 'name' })])
    const emptyIndonesian = await call(app, operator, 'POST', '/api/v1/admin/categories', {
      name: 'Toys',
      nameId: ' ',
      icon: 'gamepad',
    })
    expect(emptyIndonesian.status).toBe(400)
    expect(emptyIndonesian.body.errors?.[0]?.path).toBe('nameId')
    const [garden] = (await call(app, operator, 'GET', '/api/v1/admin/categories')).body.data
    const cleared = await call(app, operator, 'PATCH', `/api/v1/admin/categories/${garden.id}`, {
      nameId: '',
    })
    expect(cleared.status).toBe(400)
    expect(await publicNames('id')).toEqual(['Kebun & Tanaman'])
  })

  it('refuses an Indonesian name another category has (409 on nameId)', async () => {
    const taken = await call(app, operator, 'POST', '/api/v1/admin/categories', {
      name: 'Yard',
      nameId: 'KEBUN & TANAMAN',
      icon: 'tag',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([
      { path: 'nameId', message: 'A category with this name already exists.' },
    ])
  })

  it("words the audit's system labels as codes (the reorder), names as written", async () => {
    const list = (await call(app, operator, 'GET', '/api/v1/admin/categories')).body.data as {
      id: number
    }[]
    const res = await call(app, operator, 'PUT', '/api/v1/admin/categories/order', {
      ids: list.map((c) => c.id),
    })
    expect(res.status, res.raw).toBe(200)
    const [reordered, edited] = await auditOf(app, operator)
    expect(reordered?.target).toMatchObject({
      label: 'Category order',
      labelCode: { code: 'audit.CATEGORY_ORDER', values: {} },
    })
    expect(reordered?.details).not.toHaveProperty('labelCode')
    expect(edited?.target).toMatchObject({ label: 'Garden & Plants', labelCode: null })
  })
})
