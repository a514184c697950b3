import { IMAGE_TYPES, REVIEW_IMAGES_MAX } from '@pasar/shared'
import { ImagePlus, X } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { useT } from '../i18n/index.ts'

/** Up to 3 review photos: a tile to add one, a preview with a remove button per photo. */
export function PhotoPicker({
  id,
  files,
  onChange,
}: {
  id: string
  files: File[]
  onChange: (files: File[]) => void
}) {
  const previews = useMemo(
    () => files.map((file) => ({ url: URL.createObjectURL(file), name: file.name })),
    [files],
  )
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews])
  const { t } = useT()
  const full = files.length >= REVIEW_IMAGES_MAX
  return (
    <ul aria-label={t('photos.label')} className="flex flex-wrap gap-2">
      {previews.map((preview, index) => (
        <li
          key={preview.url}
          className="bg-muted relative size-20 overflow-hidden rounded-lg border"
        >
          <img
            src={preview.url}
            alt={t('photos.photo', { number: index + 1 })}
            className="size-full object-cover"
          />
          <button
            type="button"
            aria-label={t('photos.remove', { number: index + 1 })}
            onClick={() => onChange(files.filter((_, i) => i !== index))}
            className="bg-background/90 hover:bg-destructive hover:text-destructive-foreground focus-visible:ring-ring/50 absolute top-1 right-1 grid size-6 place-items-center rounded-full border shadow-sm outline-none focus-visible:ring-[3px]"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
      {!full && (
        <li>
          <label
            htmlFor={id}
            className="hover:bg-muted/60 has-focus-visible:ring-ring/50 text-muted-foreground flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed text-xs has-focus-visible:ring-[3px]"
          >
            <ImagePlus className="text-primary size-5" aria-hidden="true" />
            {t('photos.add')}
            <input
              id={id}
              type="file"
              multiple
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? [])
                event.target.value = ''
                if (picked.length > 0) onChange([...files, ...picked].slice(0, REVIEW_IMAGES_MAX))
              }}
            />
          </label>
        </li>
      )}
    </ul>
  )
}
