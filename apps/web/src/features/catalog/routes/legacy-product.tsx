import { Navigate, useParams } from 'react-router'

/** DESIGN §5.2: /products/:uuid redirects to the product page. */
export function Component() {
  const { uuid = '' } = useParams()
  return <Navigate to={`/product/${encodeURIComponent(uuid)}`} replace />
}
