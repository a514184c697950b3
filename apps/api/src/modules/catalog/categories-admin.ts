import type {
  AdminCategory,
  CategoryIcon,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@pasar/shared'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { categories, productCounts } from '../../db/schema/index.ts'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import { uniqueViolation } from '../../lib/pg-errors.ts'

// The operators' categories (docs/decisions/0992-categories-by-operators.md): add, rename, set
// an icon, reorder. Every change moves the catalogue version (migration 0004's trigger), so the
// menus' kept answers are dropped at once.

type Handle = Db | Tx

export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.'
type NameField = 'name' | 'nameId'
const nameTaken = (path: NameField = 'name') =>
  new HttpError(409, CATEGORY_NAME_TAKEN, [{ path, message: CATEGORY_NAME_TAKEN }])

/** Which name a unique violation was on (migration 0027 named the Indonesian one's constraint). */
const takenField = (constraint: string): NameField =>
  constraint.includes('nameId') || constraint.includes('name_id') ? 'nameId' : 'name'

function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  return slug || 'category'
}

/** Every category in menu order, with its visible products (the trigger-kept counts). */
export async function categoriesForAdmin(db: Handle): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameId: categories.nameId,
      slug: categories.slug,
      icon: categories.icon,
      position: categories.position,
      products: sql<number>`COALESCE(${productCounts.visible}, 0)::int`,
    })
    .from(categories)
    .leftJoin(productCounts, eq(productCounts.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(categories.id))
  return rows.map((row) => ({ ...row, icon: row.icon as CategoryIcon }))
}

/** Whether another category has this name in English (`name`) or Indonesian (`nameId`), any case. */
async function nameInUse(db: Handle, field: NameField, name: string, exceptId?: number) {
  const column = field === 'name' ? categories.name : categories.nameId
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${column}) = lower(${name})`)
  return rows.some((row) => row.id !== exceptId)
}

/** 409 on the first of the given names another category has. */
async function refuseTakenNames(
  db: Handle,
  names: { name?: string | undefined; nameId?: string | undefined },
  exceptId?: number,
) {
  for (const field of ['name', 'nameId'] as const) {
    const name = names[field]
    if (name !== undefined && (await nameInUse(db, field, name, exceptId))) throw nameTaken(field)
  }
}

async function byId(db: Handle, id: number): Promise<AdminCategory> {
  const found = (await categoriesForAdmin(db)).find((c) => c.id === id)
  if (!found) throw notFound('Category not found')
  return found
}

/** A new category at the end of the menu. 409 when either name (any case) is taken. */
export async function createCategory(tx: Tx, input: CreateCategoryInput): Promise<AdminCategory> {
  await refuseTakenNames(tx, input)
  const base = slugOf(input.name)
  const taken = new Set(
    (
      await tx
        .select({ slug: categories.slug })
        .from(categories)
        .where(sql`${categories.slug} = ${base} OR ${categories.slug} LIKE ${`${base}-%`}`)
    ).map((r) => r.slug),
  )
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  try {
    const insert = tx
      .insert(categories)
      .values({
        name: input.name,
        nameId: input.nameId,
        slug,
        icon: input.icon,
        position: sql`(SELECT COALESCE(MAX(position), 0) + 1 FROM categories)`,
      })
      .returning({ id: categories.id })
    const row = await returnedRow(insert, 'category insert')
    return byId(tx, row.id)
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint !== undefined) throw nameTaken(takenField(constraint))
    throw error
  }
}

/**
 * Renames a category (in either language) or changes its icon. The slug stays, so links to
 * /category/{slug} keep working. 404 unknown, 409 name taken.
 */
export async function updateCategory(
  tx: Tx,
  id: number,
  input: UpdateCategoryInput,
): Promise<{ before: AdminCategory; after: AdminCategory }> {
  const before = await byId(tx, id)
  await refuseTakenNames(tx, input, id)
  try {
    await tx
      .update(categories)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.nameId === undefined ? {} : { nameId: input.nameId }),
        ...(input.icon === undefined ? {} : { icon: input.icon }),
      })
      .where(eq(categories.id, id))
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint !== undefined) throw nameTaken(takenField(constraint))
    throw error
  }
  return { before, after: await byId(tx, id) }
}

export const CATEGORY_ORDER_MESSAGE = 'List every category id exactly once.'

/** Puts the categories in the given order; `ids` must hold every category id exactly once (400). */
export async function reorderCategories(tx: Tx, ids: number[]): Promise<AdminCategory[]> {
  // Concurrent reorders (or a category added meanwhile) wait here, then see the latest set.
  await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`)
  const existing = await tx.select({ id: categories.id }).from(categories)
  const known = new Set(existing.map((r) => r.id))
  const given = new Set(ids)
  if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
    throw badRequest(CATEGORY_ORDER_MESSAGE, [{ path: 'ids', message: CATEGORY_ORDER_MESSAGE }])
  }
  await tx.execute(sql`
    UPDATE categories SET position = o.position
    FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, position)
    WHERE categories.id = o.id AND categories.position IS DISTINCT FROM o.position`)
  return categoriesForAdmin(tx)
}
