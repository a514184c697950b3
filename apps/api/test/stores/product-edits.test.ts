import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { call, OPERATOR_ENV, operatorOf } from '../admin/support.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createStore, createUser } from '../helpers/builders.ts'
import { electronics, filesUnder, image, productForm, validFields } from './support.ts'

// Sellers edit everything they made (docs/decisions/1009-sellers-edit-everything.md): the
// category, the pictures, and a product an operator hid.

const { app, dataDir } = await setupTestApp(OPERATOR_ENV)
await electronics(app)
const operator = await operatorOf(app)
const owner = await createUser(app)
const store = await createStore(app, owner.id)
const uploads = path.join(dataDir, 'uploads')
const base = `/api/v1/stores/${store.slug}/products`

interface Answer {
  uuid: string
  images: string[]
  category: string
  categorySlug: string
  hidden: { reason: string; at: string } | null
}

/** A product of the owner's store with `count` pictures, each of its own colour. */
async function product(count = 2): Promise<Answer> {
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff']
  const files = await Promise.all(
    colours.slice(0, count).map(async (color) => ({ bytes: await image('png', { color }) })),
  )
  const res = await app.inject({
    method: 'POST',
    url: base,
    headers: owner.auth,
    payload: productForm(validFields, files),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as Answer
}

/** The multipart body of the picture edit: kept URLs, then new files. */
async function picturesForm(keep: string[], newFiles = 0) {
  const form = new FormData()
  for (const url of keep) form.append('keep', url)
  for (let i = 0; i < newFiles; i++) {
    const bytes = await image('png', { color: '#123456' })
    form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `n${i}.png`)
  }
  return form
}

async function replacePictures(
  uuid: string,
  keep: string[],
  newFiles = 0,
  headers: Record<string, string> = owner.auth,
  slug = store.slug,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/stores/${slug}/products/${uuid}/images`,
    headers,
    payload: await picturesForm(keep, newFiles),
  })
}

/** The stored folders of the pictures (one per picture, all widths under it). */
const pictureFolders = () => new Set(filesUnder(uploads).map((file) => path.dirname(file)))
/** The folder a picture URL points into (…/products/<id>/<width>.webp). */
const folderOf = (url: string) => url.split('/').slice(-2, -1)[0] ?? ''

describe('PATCH …/products/{uuid} with a category', () => {
  it('moves the product to the category, by slug; an unknown slug is a 400 on category', async () => {
    const p = await product(1)
    const batik = await createCategory(app, 'Batik')
    const res = await app.inject({
      method: 'PATCH',
      url: `${base}/${p.uuid}`,
      headers: owner.auth,
      payload: { category: batik.slug },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ categorySlug: batik.slug, category: batik.name })
    const page = await app.inject({ url: `/api/v1/products/${p.uuid}` })
    expect(page.json().data.categorySlug).toBe(batik.slug)

    const unknown = await app.inject({
      method: 'PATCH',
      url: `${base}/${p.uuid}`,
      headers: owner.auth,
      payload: { category: 'no-such-category' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([{ path: 'category', message: 'Category not found' }])
  })

  it("refuses another user's edit of the store's product", async () => {
    const p = await product(1)
    const stranger = await createUser(app)
    const res = await app.inject({
      method: 'PATCH',
      url: `${base}/${p.uuid}`,
      headers: stranger.auth,
      payload: { category: 'electronics' },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('PUT …/products/{uuid}/images', () => {
  it('reorders, removes and adds pictures; removed files leave storage', async () => {
    const p = await product(3)
    const [first, second, third] = p.images as [string, string, string]
    const res = await replacePictures(p.uuid, [third, first], 2)
    expect(res.statusCode, res.body).toBe(200)
    const images = res.json().data.images as string[]
    expect(images).toHaveLength(4)
    expect(images.slice(0, 2)).toEqual([third, first])
    const folders = [...pictureFolders()].map((dir) => path.basename(dir))
    expect(folders).not.toContain(folderOf(second))
    expect(folders).toEqual(expect.arrayContaining(images.map(folderOf)))
    const page = await app.inject({ url: `/api/v1/products/${p.uuid}` })
    expect(page.json().data.images).toEqual(images)
  })

  it('refuses 0 or 6 pictures in all, and a kept URL that is not one of the product’s, changing nothing', async () => {
    const p = await product(2)
    const other = await product(1)
    const before = pictureFolders().size

    const none = await replacePictures(p.uuid, [])
    expect(none.statusCode).toBe(400)
    expect(none.json().errors).toEqual([{ path: 'images', message: 'Add at least one image.' }])

    const six = await replacePictures(p.uuid, p.images, 4)
    expect(six.statusCode).toBe(400)
    expect(six.json().errors).toEqual([{ path: 'images', message: 'Add at most 5 images.' }])

    const foreign = await replacePictures(p.uuid, [p.images[0] ?? '', other.images[0] ?? ''], 1)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors).toEqual([
      { path: 'keep', message: 'Keep only pictures of this product.' },
    ])

    expect(pictureFolders().size).toBe(before)
    const page = await app.inject({ url: `/api/v1/products/${p.uuid}` })
    expect(page.json().data.images).toEqual(p.images)
  })

  it("refuses another user (403) and another store's product (404)", async () => {
    const p = await product(1)
    const stranger = await createUser(app)
    const refused = await replacePictures(p.uuid, p.images, 0, stranger.auth)
    expect(refused.statusCode).toBe(403)

    const ownStore = await createStore(app, stranger.id)
    const elsewhere = await replacePictures(p.uuid, p.images, 0, stranger.auth, ownStore.slug)
    expect(elsewhere.statusCode).toBe(404)
  })
})

describe('a product an operator hid', () => {
  it("stays in its owner's list with the reason, and can be edited and deleted", async () => {
    const p = await product(1)
    const reason = 'Counterfeit branded goods'
    const hide = await call(app, operator, 'POST', `/api/v1/admin/products/${p.uuid}/hide`, {
      reason,
    })
    expect(hide.status, hide.raw).toBe(200)

    // Gone for shoppers, still in the owner's list, saying why.
    expect((await app.inject({ url: `/api/v1/products/${p.uuid}` })).statusCode).toBe(404)
    const list = await app.inject({ url: `${base}/owned?limit=100`, headers: owner.auth })
    expect(list.statusCode, list.body).toBe(200)
    const row = (list.json().data as Answer[]).find((x) => x.uuid === p.uuid)
    expect(row?.hidden).toEqual({ reason, at: expect.any(String) })
    const visible = (list.json().data as Answer[]).filter((x) => x.uuid !== p.uuid)
    expect(visible.every((x) => x.hidden === null)).toBe(true)

    // The owner's list is theirs alone.
    const stranger = await createUser(app)
    const theirs = await app.inject({ url: `${base}/owned`, headers: stranger.auth })
    expect(theirs.statusCode).toBe(403)

    const edited = await app.inject({
      method: 'PATCH',
      url: `${base}/${p.uuid}`,
      headers: owner.auth,
      payload: { name: 'Batik Tulis Asli' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ name: 'Batik Tulis Asli', hidden: { reason } })
    const pictures = await replacePictures(p.uuid, p.images, 1)
    expect(pictures.statusCode, pictures.body).toBe(200)

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${base}/${p.uuid}`,
      headers: owner.auth,
    })
    expect(deleted.statusCode).toBe(204)
    const after = await app.inject({ url: `${base}/owned?limit=100`, headers: owner.auth })
    expect((after.json().data as Answer[]).some((x) => x.uuid === p.uuid)).toBe(false)
  })
})
