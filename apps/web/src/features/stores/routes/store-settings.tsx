import { Card, CardContent, CardHeader, CardTitle, CardDescription } from '@/components/ui/card.tsx'
import { Separator } from '@/components/ui/separator.tsx'
import { toast } from '@/lib/toast.ts'
import { useUpdateStore } from '../api/update-store.ts'
import { DeleteStoreButton } from '../components/delete-store-button.tsx'
import { ShippingOriginForm } from '../components/shipping-origin-form.tsx'
import { STORE_FIELDS, StoreForm } from '../components/store-form.tsx'
import { useCurrentStore } from '../hooks/use-current-store.ts'
import { reportFailure } from '../lib/report-failure.ts'

export function Component() {
  const store = useCurrentStore()
  const update = useUpdateStore(store.slug)
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>Manage your store here</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <StoreForm
          key={store.slug}
          idPrefix="store-settings"
          defaultValues={{ name: store.name, description: store.description }}
          submitLabel="Update Store"
          pending={update.isPending}
          onSubmit={(values, form) =>
            update.mutate(values, {
              onSuccess: ({ data }) => {
                toast.success('Store is updated.')
                form.reset({ name: data.name, description: data.description })
              },
              onError: (error) => reportFailure(error, form.setError, STORE_FIELDS),
            })
          }
        />
        <Separator />
        <section className="grid gap-4" aria-labelledby="shipping-origin-title">
          <div className="grid gap-1">
            <h3 id="shipping-origin-title" className="font-medium">
              Shipping origin
            </h3>
            <p className="text-muted-foreground text-sm">
              {store.address
                ? 'Where couriers pick up your parcels; shipping prices are quoted from here.'
                : 'Buyers cannot check out from your store until you set where it ships from.'}
            </p>
          </div>
          <ShippingOriginForm key={store.slug} store={store} />
        </section>
        <Separator />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="grid gap-1">
            <h3 className="font-medium">Delete this store</h3>
            <p className="text-muted-foreground text-sm">
              Its products disappear from the marketplace; past orders keep their lines.
            </p>
          </div>
          <DeleteStoreButton slug={store.slug} />
        </div>
      </CardContent>
    </Card>
  )
}
