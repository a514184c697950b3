import { Navigate, useParams } from 'react-router'

/** "men's clothing" → "mens-clothing": the slug rule of the category list. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** docs/product.md#routes: /products/category/:name redirects to /category/:slug. */
export function Component() {
  const { name = '' } = useParams()
  return <Navigate to={`/category/${categorySlug(decodeURIComponent(name))}`} replace />
}
