import { formatIDR } from '@pasar/shared'
import { useState } from 'react'
import { useFigures } from '../../api/admin.ts'
import { ChoiceGroup } from '../choice-group.tsx'
import { DayChart } from '../day-chart.tsx'
import { SectionHeading } from '../list-section.tsx'

const CARDS = [
  { title: 'Sales', key: 'sales', format: formatIDR, note: 'Paid orders' },
  { title: 'Fees', key: 'fees', format: formatIDR, note: 'Completed orders' },
  { title: 'Orders', key: 'orders', format: String, note: 'Paid' },
  { title: 'New sellers', key: 'newSellers', format: String, note: 'Stores opened' },
] as const

export function OverviewSection() {
  const [days, setDays] = useState(30)
  const data = useFigures(days).data?.data
  return (
    <section className="grid gap-6" aria-labelledby="overview-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeading id="overview-title" title="Overview" description="Per day, Jakarta time." />
        <ChoiceGroup
          label="Period"
          options={[7, 30, 90]}
          value={days}
          onChange={setDays}
          format={(n) => `${n} days`}
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
              <h3 className="text-muted-foreground text-sm font-medium">{card.title}</h3>
              <span className="text-muted-foreground text-xs">{card.note}</span>
            </div>
            <p className="text-2xl font-bold tabular-nums">
              {data ? card.format(data.totals[card.key]) : '…'}
            </p>
            {data && (
              <DayChart
                title={card.title}
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
