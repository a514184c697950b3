import {
  CATEGORY_ICONS,
  type AdminCategory,
  type AdminProduct,
  type AdminStore,
  type AdminUser,
  type CategoryIcon,
  formatIDR,
} from '@pasar/shared'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { CATEGORY_ICON_COMPONENTS, categoryIconOf } from '@/lib/category-icons.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import {
  type AdminPayout,
  useAddCategory,
  useAdminCategories,
  useAdminPayouts,
  useAdminProducts,
  useAdminRefunds,
  useAdminStores,
  useAdminUsers,
  useApprovePayout,
  useAudit,
  useFigures,
  useHideProduct,
  useHideStore,
  useReorderCategories,
  useSettleRefund,
  useSuspendUser,
  useUnsuspendUser,
  useUpdateCategory,
} from '../api/admin.ts'
import { AdminTable, SearchBox, when } from './admin-table.tsx'
import { DayChart } from './day-chart.tsx'
import { ReasonDialog } from './reason-dialog.tsx'

const failed = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : 'Something went wrong.')

function Heading({ title, description }: { title: string; description: string }) {
  return (
    <header className="grid gap-1">
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
      <p className="text-muted-foreground text-sm">{description}</p>
    </header>
  )
}

function HiddenBadge({ hidden }: { hidden: { reason: string } | null }) {
  return hidden ? (
    <Badge variant="warning" title={hidden.reason}>
      Hidden
    </Badge>
  ) : (
    <Badge variant="success">Visible</Badge>
  )
}

// ─── Overview ─────────────────────────────────────────────────────────────────────────────────

export function Overview() {
  const [days, setDays] = useState(30)
  const figures = useFigures(days)
  const data = figures.data?.data
  const cards = [
    { title: 'Sales', key: 'sales' as const, format: formatIDR, note: 'Paid orders' },
    { title: 'Fees', key: 'fees' as const, format: formatIDR, note: 'Completed orders' },
    { title: 'Orders', key: 'orders' as const, format: String, note: 'Paid' },
    { title: 'New sellers', key: 'newSellers' as const, format: String, note: 'Stores opened' },
  ]
  return (
    <section className="grid gap-6" aria-labelledby="overview-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <header className="grid gap-1">
          <h2 id="overview-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            Overview
          </h2>
          <p className="text-muted-foreground text-sm">Per day, Jakarta time.</p>
        </header>
        <div role="group" aria-label="Period" className="flex gap-1">
          {[7, 30, 90].map((n) => (
            <Button
              key={n}
              size="sm"
              variant={days === n ? 'default' : 'outline'}
              aria-pressed={days === n}
              onClick={() => setDays(n)}
            >
              {n} days
            </Button>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <article
            key={card.key}
            className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs"
            data-testid={`figure-${card.key}`}
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="text-muted-foreground text-sm font-medium">{card.title}</h3>
              <span className="text-muted-foreground text-xs">{card.note}</span>
            </div>
            <p className="text-2xl font-bold tabular-nums">
              {data ? card.format(data.totals[card.key]) : '…'}
            </p>
            {data && (
              <DayChart
                title={card.title}
                days={data.days}
                value={(d) => d[card.key]}
                format={card.format}
              />
            )}
          </article>
        ))}
      </div>
    </section>
  )
}

// ─── Users ────────────────────────────────────────────────────────────────────────────────────

export function Users() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const users = useAdminUsers(q, page)
  const suspend = useSuspendUser()
  const unsuspend = useUnsuspendUser()
  const [target, setTarget] = useState<AdminUser | null>(null)
  return (
    <section className="grid gap-4">
      <Heading
        title="Users"
        description="Suspend an account: its sessions end and it cannot sign in."
      />
      <SearchBox
        label="Search users"
        placeholder="Name, email or username"
        onSearch={(next) => {
          setQ(next)
          setPage(1)
        }}
      />
      <AdminTable<AdminUser>
        label="Users"
        rows={users.data?.data}
        rowKey={(u) => u.id}
        empty="No users match."
        pagination={users.data?.pagination}
        page={page}
        onPage={setPage}
        busy={users.isFetching}
        columns={[
          {
            header: 'User',
            cell: (u) => (
              <div className="grid">
                <span className="font-medium">{u.name}</span>
                <span className="text-muted-foreground truncate text-xs">
                  {u.email} · @{u.username}
                </span>
              </div>
            ),
          },
          { header: 'Joined', cell: (u) => when(u.createdAt) },
          {
            header: 'Status',
            cell: (u) =>
              u.isOperator ? (
                <Badge variant="secondary">Operator</Badge>
              ) : u.suspended ? (
                <div className="grid gap-1">
                  <Badge variant="destructive">Suspended</Badge>
                  <span className="text-muted-foreground text-xs">{u.suspended.reason}</span>
                </div>
              ) : (
                <Badge variant="success">Active</Badge>
              ),
          },
          {
            header: 'Action',
            className: 'md:text-right',
            cell: (u) =>
              u.isOperator ? null : u.suspended ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    unsuspend.mutate(
                      { id: u.id },
                      {
                        onSuccess: () => toast.success(`${u.name} can sign in again.`),
                        onError: failed,
                      },
                    )
                  }
                >
                  Unsuspend
                </Button>
              ) : (
                <Button size="sm" variant="destructive" onClick={() => setTarget(u)}>
                  Suspend
                </Button>
              ),
          },
        ]}
      />
      <ReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={`Suspend ${target?.name ?? ''}?`}
        description="Every session of this account ends now and signing in is refused with your reason."
        confirmLabel="Suspend"
        onConfirm={async (reason) => {
          if (!target) return
          await suspend.mutateAsync({ id: target.id, reason })
          toast.success(`${target.name} is suspended.`)
        }}
      />
    </section>
  )
}

// ─── Stores and products ─────────────────────────────────────────────────────────────────────

export function Stores() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const stores = useAdminStores(q, page)
  const hide = useHideStore()
  const [target, setTarget] = useState<AdminStore | null>(null)
  return (
    <section className="grid gap-4">
      <Heading
        title="Stores"
        description="Hide a store: its page and products leave the shop; the seller sees your reason."
      />
      <SearchBox
        label="Search stores"
        placeholder="Store name or slug"
        onSearch={(next) => {
          setQ(next)
          setPage(1)
        }}
      />
      <AdminTable<AdminStore>
        label="Stores"
        rows={stores.data?.data}
        rowKey={(s) => s.id}
        empty="No stores match."
        pagination={stores.data?.pagination}
        page={page}
        onPage={setPage}
        busy={stores.isFetching}
        columns={[
          {
            header: 'Store',
            cell: (s) => (
              <div className="grid">
                <span className="font-medium">{s.name}</span>
                <span className="text-muted-foreground text-xs">/{s.slug}</span>
              </div>
            ),
          },
          {
            header: 'Owner',
            cell: (s) => (
              <div className="grid">
                <span>{s.owner.name}</span>
                <span className="text-muted-foreground truncate text-xs">{s.owner.email}</span>
              </div>
            ),
          },
          { header: 'Products', cell: (s) => <span className="tabular-nums">{s.products}</span> },
          {
            header: 'Status',
            cell: (s) => (
              <div className="grid gap-1">
                <HiddenBadge hidden={s.hidden} />
                {s.hidden && (
                  <span className="text-muted-foreground text-xs">{s.hidden.reason}</span>
                )}
              </div>
            ),
          },
          {
            header: 'Action',
            className: 'md:text-right',
            cell: (s) =>
              s.hidden ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    hide.mutate(
                      { slug: s.slug, reason: null },
                      {
                        onSuccess: () => toast.success(`${s.name} is visible again.`),
                        onError: failed,
                      },
                    )
                  }
                >
                  Unhide
                </Button>
              ) : (
                <Button size="sm" variant="destructive" onClick={() => setTarget(s)}>
                  Hide
                </Button>
              ),
          },
        ]}
      />
      <ReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={`Hide ${target?.name ?? ''}?`}
        description="The store and its products leave listings, search and their pages at once. The seller is mailed your reason."
        confirmLabel="Hide store"
        onConfirm={async (reason) => {
          if (!target) return
          await hide.mutateAsync({ slug: target.slug, reason })
          toast.success(`${target.name} is hidden.`)
        }}
      />
    </section>
  )
}

export function Products() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const products = useAdminProducts(q, page)
  const hide = useHideProduct()
  const [target, setTarget] = useState<AdminProduct | null>(null)
  return (
    <section className="grid gap-4">
      <Heading
        title="Products"
        description="Hide a product: it leaves the shop, carts flag it, and the seller sees your reason."
      />
      <SearchBox
        label="Search products"
        placeholder="Product name, store or product id"
        onSearch={(next) => {
          setQ(next)
          setPage(1)
        }}
      />
      <AdminTable<AdminProduct>
        label="Products"
        rows={products.data?.data}
        rowKey={(p) => p.uuid}
        empty="No products match."
        pagination={products.data?.pagination}
        page={page}
        onPage={setPage}
        busy={products.isFetching}
        columns={[
          {
            header: 'Product',
            cell: (p) => (
              <div className="grid">
                {p.hidden ? (
                  <span className="font-medium">{p.name}</span>
                ) : (
                  <Link to={`/product/${p.uuid}`} className="font-medium hover:underline">
                    {p.name}
                  </Link>
                )}
                <span className="text-muted-foreground text-xs">
                  {p.category} · {p.store.name}
                </span>
              </div>
            ),
          },
          {
            header: 'Price',
            cell: (p) => <span className="tabular-nums">{formatIDR(p.price)}</span>,
          },
          { header: 'Stock', cell: (p) => <span className="tabular-nums">{p.stock}</span> },
          {
            header: 'Status',
            cell: (p) => (
              <div className="grid gap-1">
                <HiddenBadge hidden={p.hidden} />
                {p.hidden && (
                  <span className="text-muted-foreground text-xs">{p.hidden.reason}</span>
                )}
              </div>
            ),
          },
          {
            header: 'Action',
            className: 'md:text-right',
            cell: (p) =>
              p.hidden ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    hide.mutate(
                      { uuid: p.uuid, reason: null },
                      {
                        onSuccess: () => toast.success(`${p.name} is visible again.`),
                        onError: failed,
                      },
                    )
                  }
                >
                  Unhide
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="destructive"
                  aria-label={`Hide ${p.name}`}
                  onClick={() => setTarget(p)}
                >
                  Hide
                </Button>
              ),
          },
        ]}
      />
      <ReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={`Hide ${target?.name ?? ''}?`}
        description="It leaves listings, search and its page at once; carts holding it flag it and it cannot be ordered. The seller is mailed your reason."
        confirmLabel="Hide product"
        onConfirm={async (reason) => {
          if (!target) return
          await hide.mutateAsync({ uuid: target.uuid, reason })
          toast.success(`${target.name} is hidden.`)
        }}
      />
    </section>
  )
}

// ─── Categories ──────────────────────────────────────────────────────────────────────────────

function IconPicker({
  value,
  onChange,
  name,
}: {
  value: CategoryIcon
  onChange: (icon: CategoryIcon) => void
  name: string
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Icon</legend>
      <div className="flex flex-wrap gap-1.5">
        {CATEGORY_ICONS.map((icon) => {
          const Icon = CATEGORY_ICON_COMPONENTS[icon]
          const checked = icon === value
          return (
            <label
              key={icon}
              title={icon}
              className={cn(
                'flex size-10 cursor-pointer items-center justify-center rounded-md border',
                'has-focus-visible:ring-ring/50 has-focus-visible:ring-[3px]',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                className="sr-only"
                aria-label={icon}
              />
              <Icon aria-hidden="true" className="size-5" />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

function CategoryEditor({ category, onDone }: { category?: AdminCategory; onDone?: () => void }) {
  const add = useAddCategory()
  const update = useUpdateCategory()
  const [name, setName] = useState(category?.name ?? '')
  const [icon, setIcon] = useState<CategoryIcon>(category?.icon ?? 'tag')
  const [error, setError] = useState<string | null>(null)
  const id = category ? `category-${category.id}` : 'new-category'

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    try {
      if (category) {
        await update.mutateAsync({
          id: category.id,
          ...(name.trim() !== category.name ? { name: name.trim() } : {}),
          ...(icon !== category.icon ? { icon } : {}),
        })
        toast.success('Category saved.')
      } else {
        await add.mutateAsync({ name: name.trim(), icon })
        toast.success(`${name.trim()} added.`)
        setName('')
        setIcon('tag')
      }
      onDone?.()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong.')
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
      <IconPicker value={icon} onChange={setIcon} name={`${id}-icon`} />
      <div className="flex gap-2">
        <Button type="submit" disabled={add.isPending || update.isPending}>
          {category ? 'Save' : 'Add category'}
        </Button>
        {onDone && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

export function Categories() {
  const categories = useAdminCategories()
  const reorder = useReorderCategories()
  const [editing, setEditing] = useState<number | null>(null)
  const list = categories.data?.data

  function move(index: number, by: -1 | 1) {
    if (!list) return
    const ids = list.map((c) => c.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    reorder.mutate(ids, { onError: failed })
  }

  return (
    <section className="grid gap-6">
      <Heading
        title="Categories"
        description="The menus show them in this order, with their icons."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <ol
          className="grid gap-2"
          aria-label="Categories in menu order"
          aria-busy={reorder.isPending}
        >
          {!list && <li className="text-muted-foreground text-sm">Loading…</li>}
          {list?.map((category, index) => {
            const Icon = categoryIconOf(category.icon)
            return (
              <li key={category.id} className="bg-card rounded-lg border p-3 shadow-xs">
                {editing === category.id ? (
                  <CategoryEditor category={category} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex items-center gap-3">
                    <span className="bg-muted flex size-9 shrink-0 items-center justify-center rounded-md">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{category.name}</span>
                      <span className="text-muted-foreground text-xs">
                        /{category.slug} · {category.products} products
                      </span>
                    </div>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${category.name} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${category.name} down`}
                      disabled={index === list.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit ${category.name}`}
                      onClick={() => setEditing(category.id)}
                    >
                      Edit
                    </Button>
                  </div>
                )}
              </li>
            )
          })}
        </ol>
        <div className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs">
          <h3 className="font-semibold">New category</h3>
          <CategoryEditor />
        </div>
      </div>
    </section>
  )
}

// ─── Payouts ─────────────────────────────────────────────────────────────────────────────────

export function Payouts() {
  const [page, setPage] = useState(1)
  const payouts = useAdminPayouts(page)
  const approve = useApprovePayout()
  const [target, setTarget] = useState<AdminPayout | null>(null)
  return (
    <section className="grid gap-4">
      <Heading
        title="Payouts to approve"
        description="Sellers' requests to be paid their available balance to their bank account."
      />
      {payouts.isError && !payouts.data ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-8 text-center text-sm">
          Payouts could not be loaded.
        </p>
      ) : (
        <AdminTable<AdminPayout>
          label="Payouts"
          rows={payouts.data?.data}
          rowKey={(p) => p.id}
          empty="No payouts are waiting for approval."
          pagination={payouts.data?.pagination}
          page={page}
          onPage={setPage}
          busy={payouts.isFetching}
          columns={[
            {
              header: 'Store',
              cell: (p) => (
                <div className="grid">
                  <span className="font-medium">{p.store.name}</span>
                  <span className="text-muted-foreground text-xs">{when(p.createdAt)}</span>
                </div>
              ),
            },
            {
              header: 'Amount',
              cell: (p) => <span className="font-medium tabular-nums">{formatIDR(p.amount)}</span>,
            },
            {
              header: 'Bank account',
              cell: (p) => (
                <div className="grid">
                  <span>
                    {p.bankAccount.bankName} · {p.bankAccount.accountNumber}
                  </span>
                  <span className="text-muted-foreground text-xs">{p.bankAccount.accountName}</span>
                </div>
              ),
            },
            {
              header: 'Action',
              className: 'md:text-right',
              cell: (p) => (
                <Button size="sm" onClick={() => setTarget(p)}>
                  Approve
                </Button>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Approve this payout?"
        description={
          target
            ? `${formatIDR(target.amount)} is sent to ${target.bankAccount.accountName} (${target.bankAccount.bankName} ${target.bankAccount.accountNumber}) for ${target.store.name}.`
            : ''
        }
        confirmLabel="Approve payout"
        variant="default"
        onConfirm={() => {
          if (!target) return
          approve.mutate(
            { id: target.id },
            { onSuccess: () => toast.success('Payout approved.'), onError: failed },
          )
        }}
      />
    </section>
  )
}

// ─── Refunds ─────────────────────────────────────────────────────────────────────────────────

export function Refunds() {
  const [status, setStatus] = useState<'FAILED' | 'SETTLED'>('FAILED')
  const [page, setPage] = useState(1)
  const refunds = useAdminRefunds(status, page)
  const settle = useSettleRefund()
  const [target, setTarget] = useState<number | null>(null)
  return (
    <section className="grid gap-4">
      <Heading
        title="Refunds the provider refused"
        description="Pay the buyer back outside the provider, then mark the refund settled with a note."
      />
      <div role="group" aria-label="Refunds to show" className="flex gap-1">
        {(['FAILED', 'SETTLED'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'default' : 'outline'}
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s)
              setPage(1)
            }}
          >
            {s === 'FAILED' ? 'To settle' : 'Settled'}
          </Button>
        ))}
      </div>
      <AdminTable
        label="Refunds"
        rows={refunds.data?.data}
        rowKey={(r) => r.id}
        empty={
          status === 'FAILED' ? 'No refunds are waiting to be settled.' : 'Nothing settled yet.'
        }
        pagination={refunds.data?.pagination}
        page={page}
        onPage={setPage}
        busy={refunds.isFetching}
        columns={[
          {
            header: 'Order',
            cell: (r) => (
              <div className="grid">
                <span className="font-medium">Order #{r.orderId}</span>
                <span className="text-muted-foreground text-xs">{when(r.createdAt)}</span>
              </div>
            ),
          },
          {
            header: 'Buyer',
            cell: (r) => (
              <div className="grid">
                <span>{r.buyer.name}</span>
                <span className="text-muted-foreground truncate text-xs">{r.buyer.email}</span>
              </div>
            ),
          },
          {
            header: 'Amount',
            cell: (r) => <span className="font-medium tabular-nums">{formatIDR(r.amount)}</span>,
          },
          {
            header: 'Why',
            cell: (r) =>
              r.settled ? (
                <span className="text-xs">Settled: {r.settled.note}</span>
              ) : (
                <span className="text-muted-foreground text-xs">
                  {r.failureMessage ?? 'Refused by the provider'}
                </span>
              ),
          },
          {
            header: 'Action',
            className: 'md:text-right',
            cell: (r) =>
              r.settled ? (
                <Badge variant="success">Settled</Badge>
              ) : (
                <Button size="sm" onClick={() => setTarget(r.id)}>
                  Mark settled
                </Button>
              ),
          },
        ]}
      />
      <ReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Mark this refund settled?"
        description="Say how the buyer was paid back. The buyer's order then shows the refund as settled."
        label="Note"
        confirmLabel="Mark settled"
        destructive={false}
        onConfirm={async (note) => {
          if (target === null) return
          await settle.mutateAsync({ id: target, note })
          toast.success('Refund settled.')
        }}
      />
    </section>
  )
}

// ─── Audit ───────────────────────────────────────────────────────────────────────────────────

const ACTION_WORDS: Record<string, string> = {
  USER_SUSPENDED: 'Suspended user',
  USER_UNSUSPENDED: 'Unsuspended user',
  STORE_HIDDEN: 'Hid store',
  STORE_UNHIDDEN: 'Unhid store',
  PRODUCT_HIDDEN: 'Hid product',
  PRODUCT_UNHIDDEN: 'Unhid product',
  CATEGORY_CREATED: 'Added category',
  CATEGORY_UPDATED: 'Changed category',
  CATEGORIES_REORDERED: 'Reordered categories',
  REFUND_SETTLED: 'Settled refund',
  PAYOUT_APPROVED: 'Approved payout',
}

export function Audit() {
  const [page, setPage] = useState(1)
  const audit = useAudit(page)
  return (
    <section className="grid gap-4">
      <Heading title="Audit" description="Every operator action: who, what, why and when." />
      <AdminTable
        label="Audit"
        rows={audit.data?.data}
        rowKey={(e) => e.id}
        empty="No operator actions yet."
        pagination={audit.data?.pagination}
        page={page}
        onPage={setPage}
        busy={audit.isFetching}
        columns={[
          {
            header: 'When',
            cell: (e) => <time dateTime={e.createdAt}>{when(e.createdAt)}</time>,
          },
          {
            header: 'Who',
            cell: (e) => (
              <div className="grid">
                <span>{e.operator.name}</span>
                <span className="text-muted-foreground truncate text-xs">{e.operator.email}</span>
              </div>
            ),
          },
          {
            header: 'What',
            cell: (e) => (
              <div className="grid">
                <span className="font-medium">{ACTION_WORDS[e.action] ?? e.action}</span>
                <span className="text-muted-foreground text-xs break-words">{e.target.label}</span>
              </div>
            ),
          },
          {
            header: 'Reason',
            cell: (e) => <span className="break-words">{e.reason ?? '—'}</span>,
          },
        ]}
      />
    </section>
  )
}
