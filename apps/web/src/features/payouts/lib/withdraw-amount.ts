import { formatIDR, payoutAmountSchema } from '@pasar/shared'
import { z } from '@pasar/shared/zod'
import { t } from '../i18n/index.ts'

/**
 * The withdraw form's rule: digits only, '150.000' and 'Rp 150000' both read as 150000, at most
 * `available`. Loaded with the form's first check (docs/decisions/0985). The messages are looked
 * up when a value is checked, so they follow the language shown then.
 */
export const withdrawAmount = (available: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: () => t('withdraw.required') })
      .regex(/^(Rp\s*)?[0-9.]+$/i, { error: () => t('withdraw.wholeRupiah') })
      .transform((text) => Number(text.replace(/[^0-9]/g, '')))
      .pipe(
        payoutAmountSchema.max(available, {
          error: () => t('withdraw.max', { amount: formatIDR(available) }),
        }),
      ),
  })
