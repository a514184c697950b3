import { formatIDR } from '@pasar/shared'
import { useState } from 'react'
import { formatNumber } from '@/i18n/format.ts'
import { useFigures } from '../../api/admin.ts'
import { useT } from '../../i18n/index.ts'
import { ChoiceGroup } from '../choice-group.tsx'
import { DayChart } from '../day-chart.tsx'
import { SectionHeading } from '../list-section.tsx'

// Titles and notes are catalogue keys, looked up when the cards render.
const CARDS = [
  { title: 'overview.sales', key: 'sales', format: formatIDR, note: 'overview.salesNote' },
  { title: 'overview.fees', key: 'fees', format: formatIDR, note: 'overview.feesNote' },
  {
    title: 'overview.subsidies',
    key: 'subsidies',
    format: formatIDR,
    note: 'overview.subsidiesNote',
  },
  { title: 'overview.orders', key: 'orders', format: formatNumber, note: 'overview.ordersNote' },
  {
    title: 'overview.newSellers',
    key: 'newSellers',
    format: formatNumber,
    note: 'overview.newSellersNote',
  },
] as const

export function OverviewSection() {
  const { t } = useT()
  const [days, setDays] = useState(30)
  const data = useFigures(days).data?.data
  return (
    <section className="grid gap-6" aria-labelledby="overview-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeading
          id="overview-title"
          title={t('overview')}
          description={t('overview.description')}
        />
        <ChoiceGroup
          label={t('overview.period')}
          options={[7, 30, 90]}
          value={days}
          onChange={setDays}
          format={(count) => t('overview.days', { count })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {CARDS.map((card) => (
          <article
            key={card.key}
            className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs"
            data-testid={`figure-${card.key}`}
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="text-muted-foreground text-sm font-medium">{t(card.title)}</h3>
              <span className="text-muted-foreground text-xs">{t(card.note)}</span>
            </div>
            <p className="text-2xl font-bold tabular-nums">
              {data ? card.format(data.totals[card.key]) : '…'}
            </p>
            {data && (
              <DayChart
                title={t(card.title)}
                days={data.days}
                value={(d) => d[card.key]}
                format={card.format}
              />
            )}
          </article>
        ))}
      </div>
    </section>
  )
}
