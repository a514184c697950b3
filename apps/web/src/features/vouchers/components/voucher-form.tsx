import type { CreatePlatformVoucherInput, CreateStoreVoucherInput } from '@pasar/shared'
import {
  get,
  useForm,
  useWatch,
  type FieldError,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { CheckedForm } from '@/components/ui/checked-form.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/native-select.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { useT } from '../i18n/index.ts'
import { AmountInput } from './amount-input.tsx'

// The form's rules load with its first check (docs/decisions/0985).
const validateStore = lazyResolver(() =>
  import('../lib/voucher-form-schema.ts').then((m) => m.storeVoucherFormSchema),
)
const validatePlatform = lazyResolver(() =>
  import('../lib/voucher-form-schema.ts').then((m) => m.platformVoucherFormSchema),
)

/** The form's fields as typed; a platform voucher's also say what it lowers. */
export interface VoucherFormValues {
  code: string
  kind: 'PERCENT' | 'FIXED'
  value: string
  maxDiscount: string
  minSpend: string
  quota: string
  perBuyer: string
  startsAt: string
  endsAt: string
  appliesTo: 'ITEMS' | 'SHIPPING'
}
type Body = CreateStoreVoucherInput & Partial<Pick<CreatePlatformVoucherInput, 'appliesTo'>>
export type VoucherFormApi = UseFormReturn<VoucherFormValues, unknown, Body>

/** The fields the API may name in its field errors: each shows under its own. */
export const VOUCHER_FIELDS = [
  'code',
  'kind',
  'value',
  'maxDiscount',
  'minSpend',
  'quota',
  'perBuyer',
  'startsAt',
  'endsAt',
  'appliesTo',
] as const satisfies readonly Path<VoucherFormValues>[]

/** `date` as a `datetime-local` value, in the reader's own time: '2026-12-01T09:30'. */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** A new voucher's form: from now for 30 days, to the end of that day; one use per buyer. */
export function emptyVoucher(now = new Date()): VoucherFormValues {
  const end = new Date(now)
  end.setDate(end.getDate() + 30)
  end.setHours(23, 59, 0, 0)
  return {
    code: '',
    kind: 'PERCENT',
    value: '',
    maxDiscount: '',
    minSpend: '0',
    quota: '',
    perBuyer: '1',
    startsAt: localInput(now),
    endsAt: localInput(end),
    appliesTo: 'ITEMS',
  }
}

/**
 * The create-voucher form (docs/decisions/1016-vouchers.md): code, kind, discount, a cap for a
 * percentage, minimum spend, quota, uses per buyer and the period; a Pasar voucher
 * (`platform`) also what it lowers, the items or the shipping.
 */
export function VoucherForm({
  platform = false,
  pending,
  onSubmit,
}: {
  platform?: boolean
  pending: boolean
  onSubmit: (values: Body, form: VoucherFormApi) => void
}) {
  const validate = platform ? validatePlatform : validateStore
  const form: VoucherFormApi = useForm<VoucherFormValues, unknown, Body>({
    // A platform body has `appliesTo` too: both resolvers give a `Body`.
    resolver: validate as typeof validateStore,
    defaultValues: emptyVoucher(),
  })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const { t } = useT()
  const error = (name: Path<VoucherFormValues>) => {
    const found = get<typeof form.formState.errors, FieldError | undefined>(
      form.formState.errors,
      name,
    )
    // A date left empty (or not one) fails the API's ISO 8601 rule: the form asks in plain words.
    const noDate = found?.type === 'invalid_type' || found?.type === 'invalid_format'
    if (noDate && (name === 'startsAt' || name === 'endsAt')) {
      return t('form.dateRequired')
    }
    // The API calls the discount 'Value': a missing one is asked for by the field's own name.
    if (found?.type === 'invalid_type' && name === 'value') return t('form.valueRequired')
    return found?.message
  }
  const percent = kind === 'PERCENT'

  return (
    <CheckedForm form={form} loadAhead={validate.loadAhead} onSubmit={(v) => onSubmit(v, form)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="code"
          id="voucher-code"
          label={t('form.code')}
          hint={t('form.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="[&_input]:uppercase"
        />
        {platform && (
          <Field id="voucher-applies-to" label={t('form.appliesTo')} error={error('appliesTo')}>
            {(control) => (
              <NativeSelect {...control} {...form.register('appliesTo')}>
                <option value="ITEMS">{t('form.appliesTo.ITEMS')}</option>
                <option value="SHIPPING">{t('form.appliesTo.SHIPPING')}</option>
              </NativeSelect>
            )}
          </Field>
        )}
        <Field id="voucher-kind" label={t('form.kind')} error={error('kind')}>
          {(control) => (
            <NativeSelect {...control} {...form.register('kind')}>
              <option value="PERCENT">{t('form.kind.PERCENT')}</option>
              <option value="FIXED">{t('form.kind.FIXED')}</option>
            </NativeSelect>
          )}
        </Field>
        <Field
          id="voucher-value"
          label={t('form.value')}
          error={error('value')}
          hint={percent ? t('form.valuePercentHint') : t('form.valueFixedHint')}
        >
          {(control) => (
            <AmountInput
              unit={percent ? '%' : 'Rp'}
              max={percent ? 90 : undefined}
              {...control}
              {...form.register('value')}
            />
          )}
        </Field>
        {percent && (
          <Field
            id="voucher-max-discount"
            label={t('form.maxDiscount')}
            error={error('maxDiscount')}
            hint={t('form.maxDiscountHint')}
          >
            {(control) => <AmountInput unit="Rp" {...control} {...form.register('maxDiscount')} />}
          </Field>
        )}
        <Field id="voucher-min-spend" label={t('form.minSpend')} error={error('minSpend')}>
          {(control) => <AmountInput unit="Rp" {...control} {...form.register('minSpend')} />}
        </Field>
        <TextField
          form={form}
          name="quota"
          id="voucher-quota"
          label={t('form.quota')}
          hint={t('form.quotaHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        <TextField
          form={form}
          name="perBuyer"
          id="voucher-per-buyer"
          label={t('form.perBuyer')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        <Field id="voucher-starts-at" label={t('form.startsAt')} error={error('startsAt')}>
          {(control) => <Input type="datetime-local" {...control} {...form.register('startsAt')} />}
        </Field>
        <Field id="voucher-ends-at" label={t('form.endsAt')} error={error('endsAt')}>
          {(control) => <Input type="datetime-local" {...control} {...form.register('endsAt')} />}
        </Field>
      </div>
      <SubmitButton
        pending={pending}
        pendingLabel={t('create.pending')}
        className="w-full sm:w-fit sm:justify-self-end"
      >
        {t('create.submit')}
      </SubmitButton>
    </CheckedForm>
  )
}
