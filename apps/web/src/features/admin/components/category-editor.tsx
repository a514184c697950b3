import {
  CATEGORY_ICONS,
  type AdminCategory,
  type CategoryIcon,
  type CreateCategoryInput,
} from '@pasar/shared'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button.tsx'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { CATEGORY_ICON_COMPONENTS } from '@/lib/category-icons.ts'
import { applyServerErrors } from '@/lib/form-errors.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
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

// The API's rules for a category's names and icon (createCategorySchema: both names required,
// docs/decisions/1011; an edit sends only what changed, under the same rules), loaded with the
// form's first check (docs/decisions/0985).
const validate = lazyResolver(() =>
  import('@pasar/shared/schemas/admin').then((m) => m.createCategorySchema),
)

const NEW: CreateCategoryInput = { name: '', nameId: '', icon: 'tag' }

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
  const form = useForm<CreateCategoryInput>({
    resolver: validate,
    defaultValues: category
      ? { name: category.name, nameId: category.nameId ?? '', icon: category.icon }
      : NEW,
  })
  const id = category ? `category-${category.id}` : 'new-category'

  const submit = form.handleSubmit(async ({ name, nameId, icon }) => {
    try {
      if (category) {
        await update.mutateAsync({
          id: category.id,
          ...(name !== category.name ? { name } : {}),
          ...(nameId !== category.nameId ? { nameId } : {}),
          ...(icon !== category.icon ? { icon } : {}),
        })
        toast.success(t('category.saved'))
      } else {
        await add.mutateAsync({ name, nameId, icon })
        toast.success(t('category.added', { name }))
        form.reset(NEW)
      }
      onDone?.()
    } catch (failure) {
      // A refusal of no field of its own (a name taken, nothing changed) shows under the name.
      if (!applyServerErrors(failure, ['name', 'nameId', 'icon'], form.setError)) {
        form.setError(
          'name',
          { type: 'server', message: failureMessage(failure) },
          { shouldFocus: true },
        )
      }
    }
  })

  return (
    <form onFocus={validate.loadAhead} onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        form={form}
        name="name"
        id={`${id}-name`}
        label={t('category.nameEn')}
        maxLength={40}
        lang="en"
      />
      <TextField
        form={form}
        name="nameId"
        id={`${id}-name-id`}
        label={t('category.nameId')}
        maxLength={40}
        lang="id"
      />
      <Controller
        control={form.control}
        name="icon"
        render={({ field }) => (
          <IconPicker value={field.value} onChange={field.onChange} name={`${id}-icon`} />
        )}
      />
      <div className="flex gap-2">
        <SubmitButton
          pending={add.isPending || update.isPending}
          pendingLabel={t('category.saving')}
        >
          {category ? tCommon('save') : t('category.add')}
        </SubmitButton>
        {onDone && (
          <Button type="button" variant="outline" onClick={onDone}>
            {tCommon('cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
