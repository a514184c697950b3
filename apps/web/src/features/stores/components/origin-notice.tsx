import { MapPin } from 'lucide-react'
import { Trans } from '@/i18n/trans.tsx'
import { Link } from 'react-router'
import { useT } from '../i18n/index.ts'

/** Shown on a store without a shipping origin: buyers cannot check out from it yet. */
export function OriginNotice({ slug }: { slug: string }) {
  const { t } = useT()
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <Trans
          t={t}
          i18nKey="origin.notice"
          components={{
            settings: (
              <Link
                to={`/dashboard/stores/${slug}/settings`}
                className="font-medium whitespace-nowrap underline underline-offset-4"
              />
            ),
          }}
        />
      </p>
    </div>
  )
}
