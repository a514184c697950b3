import { usePageTitle } from '@/lib/page-title.ts'

export function Component() {
  usePageTitle('Products')
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Products</h1>
    </div>
  )
}
