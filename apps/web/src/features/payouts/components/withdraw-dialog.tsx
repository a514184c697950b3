import { formatIDR, MIN_PAYOUT } from '@pasar/shared'
import { useMemo } from 'react'
import { Trans } from '@/i18n/trans.tsx'
import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
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
  const submit = (values: { amount: number }) => {
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
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('withdraw')}
      description={
        // The dialog re-renders with `useT` when the language changes.
        <Trans
          t={t}
          i18nKey="withdraw.description"
          values={{ amount: formatIDR(available), account }}
          components={{ strong: <strong className="text-foreground" /> }}
        />
      }
      form={form}
      loadAhead={validate.loadAhead}
      onSubmit={submit}
      pending={request.isPending}
      submitLabel={t('withdraw')}
      pendingLabel={t('withdraw.requesting')}
    >
      <TextField
        form={form}
        name="amount"
        label={t('withdraw.amount')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('withdraw.placeholder')}
        hint={t('withdraw.hint', { amount: formatIDR(MIN_PAYOUT) })}
      />
    </FormDialog>
  )
}
