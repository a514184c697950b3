import type { OwnedProduct } from '@pasar/shared'
import { Eye, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'
import { useT } from '../i18n/index.ts'

/**
 * The row menu: Edit product, Delete Product (asks first, see the table), View product. Loaded on
 * the first press of its button (`MenuOnPress`), so it opens as it mounts.
 */
export function ProductActions({
  trigger,
  product,
  storeSlug,
  onDelete,
}: {
  trigger: ReactNode
  product: OwnedProduct
  storeSlug: string
  onDelete: (product: OwnedProduct) => void
}) {
  const { t } = useT()
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('actions.title')}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to={`/dashboard/stores/${storeSlug}/${product.uuid}`}>
            <Pencil aria-hidden="true" />
            {t('actions.edit')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(product)}>
          <Trash2 aria-hidden="true" />
          {t('actions.delete')}
        </DropdownMenuItem>
        {/* A product Pasar hid has no public page to view. */}
        {!product.hidden && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to={`/product/${product.uuid}`}>
                <Eye aria-hidden="true" />
                {t('actions.view')}
              </Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
