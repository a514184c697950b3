import { Separator } from '@/components/ui/separator.tsx'
import { toast } from '@/lib/toast.ts'
import { useUpdateStore } from '../api/update-store.ts'
import { EditingCard } from '../components/editing-card.tsx'
import { DeleteStoreButton } from '../components/delete-store-button.tsx'
import { ShippingOriginForm } from '../components/shipping-origin-form.tsx'
import { STORE_FIELDS, StoreForm } from '../components/store-form.tsx'
import { useCurrentStore } from '../hooks/use-current-store.ts'
import { useT } from '../i18n/index.ts'
import { reportFailure } from '../lib/report-failure.ts'

export function Component() {
  const store = useCurrentStore()
  const update = useUpdateStore(store.slug)
  const { t } = useT()
  return (
    <EditingCard title={t('settings.title')} description={t('settings.description')}>
      <StoreForm
        key={store.slug}
        idPrefix="store-settings"
        defaultValues={{ name: store.name, description: store.description }}
        submitLabel={t('settings.submit')}
        pending={update.isPending}
        onSubmit={(values, form) =>
          update.mutate(values, {
            onSuccess: ({ data }) => {
              toast.success(t('settings.done'))
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
            {t('settings.origin')}
          </h3>
          <p className="text-muted-foreground text-sm">
            {store.address ? t('settings.originSet') : t('settings.originMissing')}
          </p>
        </div>
        <ShippingOriginForm key={store.slug} store={store} />
      </section>
      <Separator />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h3 className="font-medium">{t('settings.delete')}</h3>
          <p className="text-muted-foreground text-sm">{t('settings.deleteDescription')}</p>
        </div>
        <DeleteStoreButton slug={store.slug} />
      </div>
    </EditingCard>
  )
}
