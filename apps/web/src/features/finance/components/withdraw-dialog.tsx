import { zodResolver } from '@hookform/resolvers/zod'
import { formatIDR, MIN_PAYOUT, payoutAmountSchema } from '@pasar/shared'
import { useForm } from 'react-hook-form'
import { z } from '@pasar/shared/zod'
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
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useRequestPayout } from '../api/request-payout.ts'

/** Digits only: '150.000' and 'Rp 150000' both read as 150000. */
const amountText = (available: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'Enter an amount')
      .regex(/^(Rp\s*)?[0-9.]+$/i, 'Enter whole rupiah, e.g. 150.000')
      .transform((text) => Number(text.replace(/[^0-9]/g, '')))
      .pipe(payoutAmountSchema.max(available, `You can withdraw at most ${formatIDR(available)}`)),
  })

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
  const request = useRequestPayout(slug)
  const form = useForm<Values, unknown, { amount: number }>({
    resolver: zodResolver(amountText(Math.max(available, MIN_PAYOUT))),
    defaultValues: { amount: '' },
  })
  const submit = form.handleSubmit((values) => {
    if (values.amount > available) {
      form.setError('amount', { message: `You can withdraw at most ${formatIDR(available)}` })
      return
    }
    request.mutate(values.amount, {
      onSuccess: () => {
        toast.success(`Withdrawal of ${formatIDR(values.amount)} requested.`)
        form.reset()
        onOpenChange(false)
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : 'Something went wrong'
        if (error instanceof ApiError && error.status < 500) form.setError('amount', { message })
        else toast.error(message)
      },
    })
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw</DialogTitle>
          <DialogDescription>
            Available: <strong className="text-foreground">{formatIDR(available)}</strong>. The
            money goes to {account} once an operator approves it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <TextField
            form={form}
            name="amount"
            label="Amount (Rp)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 150.000"
            hint={`Minimum ${formatIDR(MIN_PAYOUT)}, whole rupiah.`}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={request.isPending} pendingLabel="Requesting">
              Withdraw
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
