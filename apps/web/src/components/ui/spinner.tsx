import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/utils.ts'
import { useT } from './i18n/index.ts'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useT()
  return (
    <Loader2
      role="status"
      aria-label={label ?? t('spinner.loading')}
      className={cn('size-4 animate-spin', className)}
    />
  )
}
