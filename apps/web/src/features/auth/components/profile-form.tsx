import { zodResolver } from '@hookform/resolvers/zod'
import { updateProfileSchema, type User } from '@pasar/shared'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { SubmitButton } from '@/components/ui/submit-button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { toast } from '@/lib/toast.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { applyServerErrors } from './server-errors.ts'
import { UserAvatar } from './user-avatar.tsx'

type Values = z.input<typeof updateProfileSchema>

/** Name and picture URL; the avatar previews the picture as it is typed. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile()
  const form = useForm<Values>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: user.name, picture: user.picture ?? '' },
  })
  const { isDirty } = form.formState
  const name = useWatch({ control: form.control, name: 'name' })
  const picture = useWatch({ control: form.control, name: 'picture' })
  const preview = typeof picture === 'string' && /^https?:\/\//.test(picture) ? picture : null

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await update.mutateAsync({
        name: values.name,
        picture: values.picture ?? '',
      })
      form.reset({ name: data.name, picture: data.picture ?? '' })
      toast.success('Profile updated.')
    } catch (error) {
      if (!applyServerErrors(error, ['name', 'picture'], form.setError)) {
        toast.error('Something wrong. Please try again...')
      }
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="flex items-center gap-4">
        <UserAvatar name={name || user.name} picture={preview} className="size-16 text-lg" />
        <p className="text-muted-foreground text-sm">
          Paste the address of an image to use as your picture, or leave it empty for the default.
        </p>
      </div>
      <TextField form={form} name="name" id="profile-name" label="Name" autoComplete="name" />
      <TextField
        form={form}
        name="picture"
        id="profile-picture"
        label="Picture URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
      />
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} pendingLabel="Saving" disabled={!isDirty}>
          Save changes
        </SubmitButton>
      </div>
    </form>
  )
}
