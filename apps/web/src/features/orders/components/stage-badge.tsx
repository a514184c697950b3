import { stageOf, type OrderStage, type StoreOrderStatus } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useT } from '../i18n/index.ts'

const VARIANTS = {
  unpaid: 'warning',
  packing: 'secondary',
  shipped: 'outline',
  completed: 'success',
  canceled: 'muted',
} as const satisfies Record<OrderStage, string>

/** A store order's stage in the buyer's words: 'Dikemas', 'Dikirim', 'Selesai', … */
export function StageBadge({ status }: { status: StoreOrderStatus }) {
  const { t } = useT()
  const stage = stageOf(status)
  return (
    <Badge variant={VARIANTS[stage]} data-stage={stage}>
      {t(`stage.${stage}`)}
    </Badge>
  )
}
