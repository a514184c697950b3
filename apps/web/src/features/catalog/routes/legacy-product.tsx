import { Navigate, useParams } from 'react-router'

/** docs/product.md#routes: /products/:uuid redirects to the product page. */
export function Component() {
  const { uuid = '' } = useParams()
  return <Navigate to={`/product/${encodeURIComponent(uuid)}`} replace />
}
