import type { FiguresDay } from '@pasar/shared'
import { useDayFormat } from '@/i18n/format.ts'
import { useT } from '../i18n/index.ts'

/**
 * One figure per day as an SVG bar chart — no chart library (docs/decisions/0995). The bars are
 * drawn for the eye; a visually hidden table carries the same numbers for screen readers.
 */
export function DayChart({
  title,
  days,
  value,
  format,
}: {
  title: string
  days: FiguresDay[]
  value: (day: FiguresDay) => number
  format: (n: number) => string
}) {
  const { t } = useT()
  const values = days.map(value)
  const max = Math.max(1, ...values)
  const width = 100
  const height = 40
  const gap = days.length > 40 ? 0.2 : 0.6
  const bar = width / Math.max(days.length, 1)
  const first = days[0]?.date
  const last = days.at(-1)?.date
  // The ends under the chart; each bar and row names its weekday, the year only when it changes.
  const spansYears = first?.slice(0, 4) !== last?.slice(0, 4)
  const end = useDayFormat({ year: spansYears })
  const day = useDayFormat({ weekday: true, year: spansYears })
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="text-primary h-28 w-full"
        aria-hidden="true"
      >
        <line
          x1="0"
          y1={height}
          x2={width}
          y2={height}
          className="stroke-border"
          strokeWidth="0.4"
        />
        {values.map((v, i) => {
          const h = (v / max) * (height - 2)
          return (
            <rect
              key={days[i]?.date}
              x={i * bar + gap / 2}
              y={height - h}
              width={Math.max(bar - gap, 0.2)}
              height={h}
              rx="0.4"
              className="fill-current"
            >
              <title>{`${day(days[i]?.date ?? '')}: ${format(v)}`}</title>
            </rect>
          )
        })}
      </svg>
      <figcaption className="text-muted-foreground flex justify-between text-xs">
        {first && <time dateTime={first}>{end(first)}</time>}
        {last && <time dateTime={last}>{end(last)}</time>}
      </figcaption>
      <table className="sr-only">
        <caption>{t('chart.caption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>
                <time dateTime={d.date}>{day(d.date)}</time>
              </td>
              <td>{format(value(d))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
