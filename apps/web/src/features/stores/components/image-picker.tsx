import { IMAGE_TYPES, IMAGES_PER_PRODUCT_MAX } from '@pasar/shared'
import { ImagePlus, X } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

/**
 * One picked product image (docs/product.md#stores): a local preview URL, the name and the file.
 */
interface UploadImage {
  url: string
  name: string
  file: File
}

/** A multi-file picker with a preview and a remove button per picked image. */
export function ImagePicker({
  id,
  files,
  onChange,
  invalid,
  describedBy,
}: {
  id: string
  files: File[]
  onChange: (files: File[]) => void
  invalid: boolean
  describedBy?: string
}) {
  const previews = useMemo<UploadImage[]>(
    () => files.map((file) => ({ url: URL.createObjectURL(file), name: file.name, file })),
    [files],
  )
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews])
  const { t } = useT()

  return (
    <div className="grid gap-3">
      <label
        htmlFor={id}
        className={cn(
          'hover:bg-muted/60 has-focus-visible:ring-ring/50 text-muted-foreground flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed px-4 py-6 text-center text-sm transition-colors has-focus-visible:ring-[3px]',
          invalid && 'border-destructive',
        )}
      >
        <ImagePlus className="text-primary size-6" aria-hidden="true" />
        <span className="text-foreground font-medium">{t('images.choose')}</span>
        <span>{t('images.rules', { max: IMAGES_PER_PRODUCT_MAX })}</span>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="sr-only"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? [])
            event.target.value = ''
            if (picked.length > 0) onChange([...files, ...picked])
          }}
        />
      </label>
      {previews.length > 0 && (
        <ul aria-label={t('images.picked')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {previews.map((preview, index) => (
            <li
              key={preview.url}
              className="group bg-muted relative aspect-square overflow-hidden rounded-md border"
            >
              <img src={preview.url} alt={preview.name} className="size-full object-cover" />
              <button
                type="button"
                aria-label={t('images.remove', { name: preview.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="bg-background/90 hover:bg-destructive hover:text-destructive-foreground focus-visible:ring-ring/50 absolute top-1 right-1 grid size-7 place-items-center rounded-full border shadow-sm outline-none focus-visible:ring-[3px]"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
