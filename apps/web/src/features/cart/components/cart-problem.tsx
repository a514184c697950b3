import type { CartItem } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useT } from '../i18n/index.ts'
import { describeProblem } from '../lib/cart-problems.ts'

/** The flag on a cart line that can't be checked out: badge and what to do. */
export function CartProblem({ item }: { item: CartItem }) {
  const { t } = useT()
  if (!item.problem) return null
  const { badge, text } = describeProblem(item.problem, item.stock, t)
  return (
    <div className="flex flex-col items-start gap-1" data-testid={`problem-${item.productId}`}>
      <Badge variant={item.problem === 'NOT_ENOUGH_STOCK' ? 'warning' : 'destructive'}>
        {badge}
      </Badge>
      <span className="text-muted-foreground text-xs">{text}</span>
    </div>
  )
}
