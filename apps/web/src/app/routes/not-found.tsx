import { MapPinOff } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { useCatalogT } from '@/features/catalog/index.ts'
import { usePageTitle } from '@/lib/page-title.ts'

export function Component() {
  const { t } = useCatalogT()
  usePageTitle(t('notFound.title'))
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <EmptyState
        icon={<MapPinOff className="size-8" aria-hidden="true" />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={{ to: '/', label: t('notFound.goHome') }}
      />
    </div>
  )
}
