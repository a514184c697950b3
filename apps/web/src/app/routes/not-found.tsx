import { EmptyState } from '@/components/ui/empty-state.tsx'
import { usePageTitle } from '@/lib/page-title.ts'

export function Component() {
  usePageTitle('Page not found')
  return (
    <EmptyState
      title="Page not found"
      description="The page you are looking for does not exist"
      action={{ to: '/', label: 'Go to home' }}
    />
  )
}
