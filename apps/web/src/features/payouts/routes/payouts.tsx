import type { Store } from '@pasar/shared'
import { formatIDR, MIN_PAYOUT } from '@pasar/shared'
import { WalletIcon } from 'lucide-react'
import { lazy } from 'react'
import { useOutletContext } from 'react-router'
import { OpenedPart } from '@/components/opened-part.tsx'
import { PageHeading } from '@/components/page-heading.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { usePageParam } from '@/lib/use-page-param.ts'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { useBankAccount } from '../api/bank-account.ts'
import { useBalance } from '../api/get-balance.ts'
import { useLedger } from '../api/get-ledger.ts'
import { usePayouts } from '../api/get-payouts.ts'
import { BalanceCards } from '../components/balance-cards.tsx'
import { BankAccountCard } from '../components/bank-account-card.tsx'
import { LedgerTable } from '../components/ledger-table.tsx'
import { PayoutsList } from '../components/payouts-list.tsx'
import { useT } from '../i18n/index.ts'

// 'Withdraw' opens a form (react-hook-form): its code loads with the press (docs/decisions/0986).
const loadWithdrawDialog = () =>
  import('../components/withdraw-dialog.tsx').then(({ WithdrawDialog }) => ({
    default: WithdrawDialog,
  }))
const WithdrawDialog = lazy(loadWithdrawDialog)

/**
 * The store's Finance tab, /dashboard/stores/:slug/finance (docs/product.md#finance): balance,
 * withdrawals, bank account and the ledger.
 */
export function Component() {
  const store = useOutletContext<Store>()
  const { t } = useT()
  usePageTitle(t('pageTitle', { store: store.name }))
  const [page, setPage] = usePageParam()
  const balance = useBalance(store.slug)
  const account = useBankAccount(store.slug)
  const payouts = usePayouts(store.slug)
  const ledger = useLedger(store.slug, page)
  const withdrawal = useOpenedOnPress(loadWithdrawDialog)

  const available = balance.data?.available ?? 0
  const noAccount = account.isSuccess && account.data === null
  const tooLittle = balance.isSuccess && available < MIN_PAYOUT
  const hint = noAccount
    ? t('hint.noAccount')
    : tooLittle
      ? t('hint.tooLittle', { amount: formatIDR(MIN_PAYOUT) })
      : null

  if (balance.isError) return <ErrorState query={balance} title={t('loadFailed')} />

  return (
    <section className="grid gap-5" aria-labelledby="finance-title">
      <PageHeading
        level={2}
        id="finance-title"
        title={t('title')}
        description={t('intro')}
        action={
          <div className="grid justify-items-end gap-1">
            <Button
              {...withdrawal.trigger}
              disabled={!balance.isSuccess || !account.isSuccess || noAccount || tooLittle}
              aria-describedby={hint ? 'withdraw-hint' : undefined}
            >
              <WalletIcon aria-hidden="true" />
              {t('withdraw')}
            </Button>
            {hint && (
              <p id="withdraw-hint" className="text-muted-foreground text-xs">
                {hint}
              </p>
            )}
          </div>
        }
      />
      <BalanceCards balance={balance.data} />
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        {account.isSuccess ? (
          <BankAccountCard slug={store.slug} account={account.data} />
        ) : account.isError ? (
          <ErrorState query={account} title={t('bank.loadFailed')} />
        ) : (
          <Skeleton className="h-48 w-full rounded-xl" />
        )}
        {payouts.data ? (
          <PayoutsList payouts={payouts.data.data} />
        ) : (
          <Skeleton className="h-48 w-full rounded-xl" />
        )}
      </div>
      {ledger.data ? (
        <LedgerTable
          slug={store.slug}
          page={ledger.data}
          fetching={ledger.isFetching}
          onPage={setPage}
        />
      ) : ledger.isError ? (
        <ErrorState query={ledger} title={t('ledger.loadFailed')} />
      ) : (
        <Skeleton className="h-64 w-full rounded-xl" />
      )}
      {account.data && (
        <OpenedPart part={withdrawal}>
          <WithdrawDialog
            slug={store.slug}
            available={available}
            account={`${account.data.bankName} ${account.data.accountNumber}`}
            {...withdrawal.props}
          />
        </OpenedPart>
      )}
    </section>
  )
}
