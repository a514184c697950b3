import { CheckIcon, CopyIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/lib/toast.ts'
import { useT } from '../i18n/index.ts'

const SHOWN_MS = 2000

/** Copies `text` to the clipboard (a tracking number to paste into the courier's site). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  const { t } = useT()
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true)
            toast.success(t('copied'))
          },
          () => toast.error(t('copyFailed')),
        )
      }
    >
      {copied ? <CheckIcon className="text-emerald-700" /> : <CopyIcon />}
    </Button>
  )
}
