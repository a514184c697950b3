import type { Hidden } from '@pasar/shared'
import type { UseMutationResult } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/lib/toast.ts'
import { useRowDialog } from '../hooks/use-row-dialog.ts'
import { useT } from '../i18n/index.ts'
import { failed } from '../lib/failure.ts'
import { ReasonDialog } from './reason-dialog.tsx'

interface Moderation<T> {
  /** The button's word. */
  verb: string
  undoVerb: string
  /** The dialog's question about the row named, e.g. 'Suspend Budi?'. */
  title: (name: string) => string
  description: string
  confirmLabel: string
  ariaLabel?: (row: T) => string
  apply: (row: T, reason: string) => Promise<unknown>
  applied: (row: T) => string
  undo: (row: T, then: { onSuccess: () => void; onError: (error: unknown) => void }) => void
  undone: (row: T) => string
}

/**
 * Suspending a user, hiding a store or a product: doing it asks for a reason first (the audit
 * keeps it, the person concerned is told it); undoing it is one click. Gives the row's action
 * button and the one reason dialog the section renders.
 */
export function useModeration<T extends { name: string }>(moderation: Moderation<T>) {
  const { verb, undoVerb, ariaLabel, apply, applied, undo, undone } = moderation
  const dialog = useRowDialog<T>()
  const target = dialog.row
  return {
    button: (row: T, inForce: boolean) =>
      inForce ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            undo(row, { onSuccess: () => toast.success(undone(row)), onError: failed })
          }
        >
          {undoVerb}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="destructive"
          aria-label={ariaLabel?.(row)}
          onClick={() => dialog.pick(row)}
        >
          {verb}
        </Button>
      ),
    dialog: (
      <ReasonDialog
        {...dialog.props}
        title={moderation.title(target?.name ?? '')}
        description={moderation.description}
        confirmLabel={moderation.confirmLabel}
        onConfirm={async (reason) => {
          if (!target) return
          await apply(target, reason)
          toast.success(applied(target))
        }}
      />
    ),
  }
}

/** Hiding a store or a product: one call hides it with a reason or, with none, shows it again. */
export function useHiding<T extends { name: string }, V>(
  hide: UseMutationResult<unknown, Error, V>,
  variables: (row: T, reason: string | null) => V,
  texts: Pick<Moderation<T>, 'description' | 'confirmLabel' | 'ariaLabel'>,
) {
  const { t } = useT()
  return useModeration<T>({
    ...texts,
    verb: t('hide'),
    undoVerb: t('unhide'),
    title: (name) => t('hide.title', { name }),
    apply: (row, reason) => hide.mutateAsync(variables(row, reason)),
    applied: (row) => t('hide.done', { name: row.name }),
    undo: (row, then) => hide.mutate(variables(row, null), then),
    undone: (row) => t('unhide.done', { name: row.name }),
  })
}

/** A hidden store's or product's badge, with the operator's reason under it. */
export function HiddenStatus({ hidden }: { hidden: Hidden }) {
  const { t } = useT()
  return (
    <div className="grid gap-1">
      {hidden ? (
        <Badge variant="warning" title={hidden.reason}>
          {t('status.hidden')}
        </Badge>
      ) : (
        <Badge variant="success">{t('status.visible')}</Badge>
      )}
      {hidden && <span className="text-muted-foreground text-xs">{hidden.reason}</span>}
    </div>
  )
}
