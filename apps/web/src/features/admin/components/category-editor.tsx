import { CATEGORY_ICONS, type AdminCategory, type CategoryIcon } from '@pasar/shared'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { CATEGORY_ICON_COMPONENTS } from '@/lib/category-icons.ts'
import { toast } from '@/lib/toast.ts'
import { useCommonT } from '@/i18n/common/index.ts'
import { cn } from '@/lib/utils.ts'
import { useAddCategory, useUpdateCategory } from '../api/admin.ts'
import { useT } from '../i18n/index.ts'
import { failureMessage } from '../lib/failure.ts'

function IconPicker({
  value,
  onChange,
  name,
}: {
  value: CategoryIcon
  onChange: (icon: CategoryIcon) => void
  name: string
}) {
  const { t } = useT()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('category.icon')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {CATEGORY_ICONS.map((icon) => {
          const Icon = CATEGORY_ICON_COMPONENTS[icon]
          const checked = icon === value
          const iconName = t(`icon.${icon}`)
          return (
            <label
              key={icon}
              title={iconName}
              className={cn(
                'flex size-10 cursor-pointer items-center justify-center rounded-md border',
                'has-focus-visible:ring-ring/50 has-focus-visible:ring-[3px]',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                className="sr-only"
                aria-label={iconName}
              />
              <Icon aria-hidden="true" className="size-5" />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** Adds a category, or renames and re-icons the one given. */
export function CategoryEditor({
  category,
  onDone,
}: {
  category?: AdminCategory
  onDone?: () => void
}) {
  const { t } = useT()
  const { t: tCommon } = useCommonT()
  const add = useAddCategory()
  const update = useUpdateCategory()
  const [name, setName] = useState(category?.name ?? '')
  const [icon, setIcon] = useState<CategoryIcon>(category?.icon ?? 'tag')
  const [error, setError] = useState<string | null>(null)
  const id = category ? `category-${category.id}` : 'new-category'

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    try {
      if (category) {
        await update.mutateAsync({
          id: category.id,
          ...(name.trim() !== category.name ? { name: name.trim() } : {}),
          ...(icon !== category.icon ? { icon } : {}),
        })
        toast.success(t('category.saved'))
      } else {
        await add.mutateAsync({ name: name.trim(), icon })
        toast.success(t('category.added', { name: name.trim() }))
        setName('')
        setIcon('tag')
      }
      onDone?.()
    } catch (failure) {
      setError(failureMessage(failure))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('category.name')}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
      <IconPicker value={icon} onChange={setIcon} name={`${id}-icon`} />
      <div className="flex gap-2">
        <Button type="submit" busy={add.isPending || update.isPending}>
          {category ? tCommon('save') : t('category.add')}
        </Button>
        {onDone && (
          <Button type="button" variant="outline" onClick={onDone}>
            {tCommon('cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
