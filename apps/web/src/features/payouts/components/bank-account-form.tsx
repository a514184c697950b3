import { BANKS, type BankAccount, type BankAccountInput } from '@pasar/shared'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { OptionSelect } from '@/components/ui/option-select.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { toast } from '@/lib/toast.ts'
import { checkBankAccount, useSetBankAccount } from '../api/bank-account.ts'
import { Panel } from './panel.tsx'
import { useT } from '../i18n/index.ts'

const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.code, label: bank.name }))

const FIELDS = ['bankCode', 'accountNumber', 'accountName'] as const

// The form's rules (bankAccountInputSchema) load with its first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/payout').then((m) => m.bankAccountInputSchema),
)

/**
 * The bank account's form, loaded while the seller edits it or has none yet (bank-account-card,
 * docs/decisions/0986).
 */
export function BankAccountForm({
  slug,
  account,
  onDone,
  onCancel,
}: {
  slug: string
  account: BankAccount | null
  onDone: () => void
  onCancel: (() => void) | undefined
}) {
  const { t } = useT()
  const { t: tCommon } = useCommonT()
  const save = useSetBankAccount(slug)
  const [checking, setChecking] = useState(false)
  const form = useForm<BankAccountInput, unknown, BankAccountInput>({
    resolver: validate,
    defaultValues: {
      bankCode: (account?.bankCode ?? '') as BankAccountInput['bankCode'],
      accountNumber: account?.accountNumber ?? '',
      accountName: account?.accountName ?? '',
    },
  })
  // The holder's name is the bank's for one bank and number: another bank or number clears it,
  // so that the name beside an account is always the one checked for it.
  const forgetName = () => form.setValue('accountName', '')
  const check = async () => {
    const valid = await form.trigger(['bankCode', 'accountNumber'])
    if (!valid) return
    setChecking(true)
    try {
      const { bankCode, accountNumber } = form.getValues()
      const answer = await checkBankAccount(slug, bankCode, accountNumber)
      form.setValue('accountName', answer.data.accountName, { shouldValidate: true })
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('somethingWrong')
      form.setError('accountNumber', { message })
    } finally {
      setChecking(false)
    }
  }
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('bank.saved'))
        onDone()
      },
      onError: (error) => {
        if (applyServerErrors(error, FIELDS, form.setError)) return
        if (error instanceof ApiError && error.status === 409)
          form.setError('accountName', { message: error.message })
        else toast.error(error instanceof ApiError ? error.message : t('somethingWrong'))
      },
    }),
  )
  return (
    <Panel
      title={t('bank.title')}
      className="gap-4"
      header="grid gap-1"
      aside={<p className="text-muted-foreground text-sm">{t('bank.intro')}</p>}
    >
      <form onFocus={validate.loadAhead} noValidate className="grid gap-4" onSubmit={submit}>
        <Controller
          control={form.control}
          name="bankCode"
          render={({ field, fieldState }) => (
            <Field id="bankCode" label={t('bank.bank')} error={fieldState.error?.message}>
              {(control) => (
                <OptionSelect
                  control={control}
                  {...field}
                  options={BANK_OPTIONS}
                  placeholder={t('bank.choose')}
                  onChange={(code) => {
                    field.onChange(code)
                    forgetName()
                  }}
                />
              )}
            </Field>
          )}
        />
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField
            form={form}
            name="accountNumber"
            label={t('bank.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('bank.accountNumberHint')}
            onInput={forgetName}
          />
          <Button
            type="button"
            variant="outline"
            className="sm:mt-7"
            busy={checking}
            onClick={() => void check()}
          >
            {checking ? t('bank.checking') : t('bank.check')}
          </Button>
        </div>
        <TextField
          form={form}
          name="accountName"
          label={t('bank.accountName')}
          autoComplete="name"
          hint={t('bank.accountNameHint')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              {tCommon('cancel')}
            </Button>
          )}
          <SubmitButton pending={save.isPending} pendingLabel={t('bank.saving')}>
            {tCommon('save')}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  )
}
