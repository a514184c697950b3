import { formatIDR, MIN_PAYOUT } from '@pasar/shared'
import { useMemo } from 'react'
import { Trans } from '@/i18n/trans.tsx'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { toast } from '@/lib/toast.ts'
import { useRequestPayout } from '../api/request-payout.ts'
import { useT } from '../i18n/index.ts'

type Values = { amount: string }

/** 'Withdraw': an amount of at least Rp 10.000 and at most the available balance. */
export function WithdrawDialog({
  slug,
  available,
  account,
  open,
  onOpenChange,
}: {
  slug: string
  available: number
  account: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useT()
  const { t: tCommon } = useCommonT()
  const request = useRequestPayout(slug)
  const max = Math.max(available, MIN_PAYOUT)
  const validate = useMemo(
    () =>
      lazyResolver(() => import('../lib/withdraw-amount.ts').then((m) => m.withdrawAmount(max))),
    [max],
  )
  const form = useForm<Values, unknown, { amount: number }>({
    resolver: validate,
    defaultValues: { amount: '' },
  })
  const submit = form.handleSubmit((values) => {
    if (values.amount > available) {
      form.setError('amount', { message: t('withdraw.max', { amount: formatIDR(available) }) })
      return
    }
    request.mutate(values.amount, {
      onSuccess: () => {
        toast.success(t('withdraw.requested', { amount: formatIDR(values.amount) }))
        form.reset()
        onOpenChange(false)
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : t('somethingWrong')
        if (error instanceof ApiError && error.status < 500) form.setError('amount', { message })
        else toast.error(message)
      },
    })
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('withdraw')}</DialogTitle>
          <DialogDescription>
            {/* The dialog re-renders with `useT` when the language changes. */}
            <Trans
              t={t}
              i18nKey="withdraw.description"
              values={{ amount: formatIDR(available), account }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </DialogDescription>
        </DialogHeader>
        <form onFocus={validate.loadAhead} noValidate className="grid gap-4" onSubmit={submit}>
          <TextField
            form={form}
            name="amount"
            label={t('withdraw.amount')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('withdraw.placeholder')}
            hint={t('withdraw.hint', { amount: formatIDR(MIN_PAYOUT) })}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tCommon('cancel')}
            </Button>
            <SubmitButton pending={request.isPending} pendingLabel={t('withdraw.requesting')}>
              {t('withdraw')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
