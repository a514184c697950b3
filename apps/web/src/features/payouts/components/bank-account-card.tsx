import type { BankAccount } from '@pasar/shared'
import { CheckCircle2Icon } from 'lucide-react'
import { lazy, useState } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { tCommon } from '@/i18n/common/index.ts'
import { pressToOpen } from '@/lib/load-on-press.ts'
import { Panel } from './panel.tsx'
import { useT } from '../i18n/index.ts'

// The form (react-hook-form, the bank select) loads only while the seller edits the account or
// has none yet (docs/decisions/0986).
const loadForm = () =>
  import('./bank-account-form.tsx').then(({ BankAccountForm }) => ({ default: BankAccountForm }))
const BankAccountForm = lazy(loadForm)

// A form whose code did not come stays gone until the page loads afresh: 'Try again' does that.
const loadPageAfresh = () => window.location.reload()

/**
 * The bank account payouts go to: bank, account number and the holder's name, which the bank
 * confirms ('Check account' fills it in as the bank has it).
 */
export function BankAccountCard({ slug, account }: { slug: string; account: BankAccount | null }) {
  const { t } = useT()
  const [editing, setEditing] = useState(account === null)
  if (account && !editing) {
    return (
      <Panel
        title={t('bank.title')}
        header="flex items-start justify-between gap-3"
        aside={
          <Button variant="outline" size="sm" {...pressToOpen(loadForm, () => setEditing(true))}>
            {t('bank.change')}
          </Button>
        }
      >
        <dl className="grid gap-1 text-sm">
          <dt className="sr-only">{t('bank.bank')}</dt>
          <dd className="font-medium">{account.bankName}</dd>
          <dt className="sr-only">{t('bank.accountNumber')}</dt>
          <dd className="font-mono tabular-nums">{account.accountNumber}</dd>
          <dt className="sr-only">{t('bank.accountHolder')}</dt>
          <dd className="flex items-center gap-1.5">
            <CheckCircle2Icon className="size-4 text-emerald-600" aria-hidden="true" />
            {account.accountName}
            <span className="text-muted-foreground">{t('bank.checked')}</span>
          </dd>
        </dl>
      </Panel>
    )
  }
  return (
    <LazyPart
      fallback={<Skeleton className="h-48 w-full rounded-xl" />}
      failed={
        <ErrorState
          onRetry={loadPageAfresh}
          title={t('bank.loadFailed')}
          description={tCommon('notLoaded')}
          className="bg-card rounded-xl border"
        />
      }
    >
      <BankAccountForm
        slug={slug}
        account={account}
        onDone={() => setEditing(false)}
        onCancel={account ? () => setEditing(false) : undefined}
      />
    </LazyPart>
  )
}
