import { formatIDR } from '@pasar/shared'
import { Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { cn } from '@/lib/utils.ts'
import { ProductThumbnail } from '@/components/product-thumbnail.tsx'
import { useT } from '../i18n/index.ts'
import type { StoreParcel } from '../lib/checkout-lines.ts'
import { COURIER_BOX } from './courier-select.tsx'

/**
 * A store's part of the order: its name, its lines, how it ships (`shipping`) and its voucher
 * (`voucher`, which draws nothing for a store without vouchers).
 */
export function StoreParcelCard({
  parcel,
  storeName,
  shipping,
  voucher,
}: {
  parcel: StoreParcel
  storeName: string | null
  shipping: ReactNode
  voucher?: ReactNode
}) {
  const { t } = useT()
  return (
    <Card className="gap-4" data-testid={`parcel-${parcel.storeId}`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Store className="text-primary size-5 shrink-0" aria-hidden="true" />
          {storeName ?? <Skeleton className="my-0.5 h-5 w-32" />}
          {storeName === null && <span className="sr-only">{t('parcel.store')}</span>}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul
          className="grid gap-3"
          aria-label={
            storeName === null
              ? t('parcel.productsThisStore')
              : t('parcel.products', { store: storeName })
          }
        >
          {parcel.items.map((item) => (
            <li key={item.id} className="flex items-start gap-3">
              <ProductThumbnail src={item.images[0]} size={64} className="size-16 shrink-0" />
              <div className="grid min-w-0 flex-1 gap-1 text-sm">
                <Link
                  to={`/product/${item.uuid}`}
                  className="line-clamp-2 font-medium break-words hover:underline"
                >
                  {item.name}
                </Link>
                {item.variant && (
                  <span className="text-muted-foreground">{item.variant.label}</span>
                )}
                <span className="text-muted-foreground tabular-nums">
                  {item.quantity} × {formatIDR(item.price)}
                </span>
              </div>
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {formatIDR(item.price * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <div className="border-t pt-4">{shipping}</div>
        {voucher && <div className="border-t pt-4 empty:hidden">{voucher}</div>}
      </CardContent>
    </Card>
  )
}

/** What a store's shipping row says while it has no options to pick from. */
export function ShippingPlaceholder({ state }: { state: 'loading' | 'no-address' | 'failed' }) {
  const { t } = useT()
  if (state === 'loading')
    return (
      <div className="grid gap-1.5" aria-busy="true">
        <Skeleton className="h-5 w-20" />
        <Skeleton className={cn(COURIER_BOX, 'w-full')} />
        <span className="sr-only">{t('parcel.quoting')}</span>
      </div>
    )
  return (
    <p className="text-muted-foreground text-sm">
      {state === 'no-address' ? t('parcel.noAddress') : t('parcel.unavailable')}
    </p>
  )
}
