import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  IMAGES_ON_EDIT_MAX,
  IMAGES_ON_EDIT_MAX_MESSAGE,
  IMAGES_REQUIRED_MESSAGE,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_SIZE_MESSAGE,
} from '@pasar/shared'
import { ArrowLeft, ArrowRight, ImagePlus, X, type LucideIcon } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { translateMessage } from '@/i18n/messages.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import { useReplaceProductImages } from '../api/replace-product-images.ts'
import { useT } from '../i18n/index.ts'

/** A picture of the edit: one the product has (its URL) or a new file. */
type Picture = { kind: 'kept'; url: string } | { kind: 'new'; file: File; id: number }

let nextId = 0

/** What is wrong with the pictures as they are, before sending them. */
function problemOf(pictures: Picture[]): string | undefined {
  if (pictures.length === 0) return IMAGES_REQUIRED_MESSAGE
  if (pictures.length > IMAGES_ON_EDIT_MAX) return IMAGES_ON_EDIT_MAX_MESSAGE
  for (const p of pictures) {
    if (p.kind !== 'new') continue
    if (!(IMAGE_TYPES as readonly string[]).includes(p.file.type)) return IMAGE_FORMAT_MESSAGE
    if (p.file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE
  }
  return undefined
}

/** A small button under a picture: move it earlier or later, or (`destructive`) remove it. */
function PictureButton({
  icon: Icon,
  label,
  destructive = false,
  disabled,
  onClick,
}: {
  icon: LucideIcon
  label: string
  destructive?: boolean
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        destructive ? 'hover:bg-destructive hover:text-destructive-foreground' : 'hover:bg-muted',
        'focus-visible:ring-ring/50 grid size-8 place-items-center rounded-md outline-none focus-visible:ring-[3px] disabled:opacity-40',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  )
}

/**
 * A product's pictures (docs/decisions/1009): reorder, remove and add, 1 to 5 in all, saved
 * together with a progress bar while new files upload.
 */
export function PicturesEditor({
  storeSlug,
  uuid,
  images,
}: {
  storeSlug: string
  uuid: string
  images: string[]
}) {
  const { t } = useT()
  const [pictures, setPictures] = useState<Picture[]>(() =>
    images.map((url) => ({ kind: 'kept', url })),
  )
  const [error, setError] = useState<string | undefined>()
  const replace = useReplaceProductImages(storeSlug, uuid)
  const previews = useMemo(
    () =>
      new Map(
        pictures.flatMap((p) => (p.kind === 'new' ? [[p.id, URL.createObjectURL(p.file)]] : [])),
      ),
    [pictures],
  )
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews])

  const change = (next: Picture[]) => {
    setPictures(next)
    if (error) setError(problemOf(next))
  }
  const move = (from: number, to: number) => {
    const next = [...pictures]
    const [moved] = next.splice(from, 1)
    if (!moved) return
    next.splice(to, 0, moved)
    change(next)
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault()
    const problem = problemOf(pictures)
    setError(problem)
    if (problem) return
    replace.mutate(
      {
        keep: pictures.flatMap((p) => (p.kind === 'kept' ? [p.url] : [])),
        files: pictures.flatMap((p) => (p.kind === 'new' ? [p.file] : [])),
        order: pictures.map((p) => (p.kind === 'kept' ? p.url : null)),
      },
      {
        onSuccess: ({ data }) => {
          setPictures(data.images.map((url) => ({ kind: 'kept', url })))
          toast.success(t('pictures.saved'))
        },
        onError: (failure) => {
          const own = failure instanceof ApiError ? failure.errors?.[0]?.message : undefined
          setError(own ?? failure.message)
        },
      },
    )
  }

  const percent = replace.progress === null ? null : Math.round(replace.progress * 100)
  const pending = replace.isPending
  return (
    <form
      noValidate
      onSubmit={save}
      className="grid gap-3 border-t pt-6"
      aria-labelledby="pictures-title"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="pictures-title" className="font-medium">
          {t('pictures.title')}
        </h3>
        <span className="text-muted-foreground text-sm tabular-nums">
          {t('pictures.count', { count: pictures.length, max: IMAGES_ON_EDIT_MAX })}
        </span>
      </div>
      <p id="pictures-hint" className="text-muted-foreground text-sm">
        {t('pictures.hint')}
      </p>
      <ul aria-label={t('pictures.title')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {pictures.map((picture, index) => {
          const src = picture.kind === 'kept' ? picture.url : previews.get(picture.id)
          const label = t('pictures.label', { n: index + 1 })
          return (
            <li
              key={picture.kind === 'kept' ? picture.url : `new-${picture.id}`}
              className="bg-muted relative overflow-hidden rounded-md border"
            >
              <img src={src} alt={label} className="aspect-square w-full object-cover" />
              {index === 0 && (
                <span className="bg-background/90 absolute top-1 left-1 rounded px-1.5 py-0.5 text-xs font-medium">
                  {t('pictures.main')}
                </span>
              )}
              {picture.kind === 'new' && (
                <span className="bg-primary text-primary-foreground absolute bottom-10 left-1 rounded px-1.5 py-0.5 text-xs font-medium">
                  {t('pictures.new')}
                </span>
              )}
              <div className="bg-background flex items-center justify-between gap-1 border-t p-1">
                <PictureButton
                  icon={ArrowLeft}
                  label={t('pictures.earlier', { n: index + 1 })}
                  disabled={index === 0 || pending}
                  onClick={() => move(index, index - 1)}
                />
                <PictureButton
                  icon={X}
                  label={t('pictures.remove', { n: index + 1 })}
                  destructive
                  disabled={pending}
                  onClick={() => change(pictures.filter((_, i) => i !== index))}
                />
                <PictureButton
                  icon={ArrowRight}
                  label={t('pictures.later', { n: index + 1 })}
                  disabled={index === pictures.length - 1 || pending}
                  onClick={() => move(index, index + 1)}
                />
              </div>
            </li>
          )
        })}
      </ul>
      {pictures.length < IMAGES_ON_EDIT_MAX && (
        <label
          htmlFor="pictures-add"
          className={cn(
            'hover:bg-muted/60 has-focus-visible:ring-ring/50 text-muted-foreground flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-4 text-sm has-focus-visible:ring-[3px]',
            error && 'border-destructive',
          )}
        >
          <ImagePlus className="text-primary size-5" aria-hidden="true" />
          <span className="text-foreground font-medium">{t('pictures.add')}</span>
          <input
            id="pictures-add"
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            aria-describedby="pictures-hint"
            disabled={pending}
            className="sr-only"
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? [])
              event.target.value = ''
              if (picked.length === 0) return
              change([
                ...pictures,
                ...picked.map((file): Picture => ({ kind: 'new', file, id: nextId++ })),
              ])
            }}
          />
        </label>
      )}
      {error && (
        <p role="alert" className="text-destructive text-sm font-medium">
          {translateMessage(error)}
        </p>
      )}
      {percent !== null && (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={t('pictures.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="bg-muted h-2 overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="text-muted-foreground text-xs tabular-nums">
            {t('pictures.progress', { percent })}
          </span>
        </div>
      )}
      <SubmitButton
        pending={pending}
        pendingLabel={t('pictures.saving')}
        className="w-full sm:w-fit"
      >
        {t('pictures.save')}
      </SubmitButton>
    </form>
  )
}
