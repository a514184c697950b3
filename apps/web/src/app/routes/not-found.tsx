import { MapPinOff } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { usePageTitle } from '@/lib/page-title.ts'

export function Component() {
  usePageTitle('Page not found')
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <EmptyState
        icon={<MapPinOff className="size-8" aria-hidden="true" />}
        title="Page not found"
        description="The page you are looking for does not exist"
        action={{ to: '/', label: 'Go to home' }}
      />
    </div>
  )
}
