import type { User } from '@pasar/shared'
import { ImageUpIcon, Trash2Icon } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useCommonT } from '@/i18n/common/index.ts'
import { toast } from '@/lib/toast.ts'
import { useRemovePicture, useUploadPicture } from '../api/profile-picture.ts'
import { t as tAuth, useT } from '../i18n/index.ts'
import { UserAvatar } from './user-avatar.tsx'

/** What a refused upload tells the user; other failures show the server's message. */
export function pictureErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) {
    return tAuth('picture.tooLarge')
  }
  if (error instanceof ApiError && error.status === 415) {
    return tAuth('picture.notImage')
  }
  return error instanceof Error ? error.message : tAuth('error.genericDots')
}

/** A local preview URL of the chosen file, released when replaced and when the form goes. */
function usePreview() {
  const [url, setUrl] = useState<string | null>(null)
  const current = useRef<string | null>(null)
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current)
    },
    [],
  )
  function show(file: File | null) {
    if (current.current) URL.revokeObjectURL(current.current)
    current.current = file ? URL.createObjectURL(file) : null
    setUrl(current.current)
  }
  return [url, show] as const
}

/** Upload a profile picture (with a preview first) or remove it (decisions/0523). */
export function ProfilePicture({ user }: { user: User }) {
  const inputId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [preview, showPreview] = usePreview()
  const upload = useUploadPicture()
  const remove = useRemovePicture()
  const busy = upload.isPending || remove.isPending
  const { t } = useT()
  const { t: tc } = useCommonT()

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setError(null)
    setFile(chosen)
    showPreview(chosen)
  }

  function reset() {
    setFile(null)
    showPreview(null)
    if (input.current) input.current.value = ''
  }

  function save() {
    if (!file) return
    upload.mutate(file, {
      onSuccess: () => {
        reset()
        toast.success(t('picture.updated'))
      },
      onError: (failure) => setError(pictureErrorMessage(failure)),
    })
  }

  function removeCurrent() {
    setError(null)
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('picture.removed')),
      onError: (failure) => setError(pictureErrorMessage(failure)),
    })
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar
          name={user.name}
          picture={preview ?? user.picture}
          className="size-20 text-xl"
        />
        <div className="grid min-w-0 flex-1 gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('picture.choose')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            onChange={choose}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="file:bg-secondary file:text-secondary-foreground text-muted-foreground w-full max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          <p className="text-muted-foreground text-xs">{t('picture.hint')}</p>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {user.picture && !file && (
          <Button type="button" variant="outline" onClick={removeCurrent} disabled={busy}>
            <Trash2Icon aria-hidden="true" />
            {t('picture.remove')}
          </Button>
        )}
        {file && (
          <Button type="button" variant="ghost" onClick={reset} disabled={busy}>
            {tc('cancel')}
          </Button>
        )}
        <Button type="button" onClick={save} disabled={!file || busy}>
          {upload.isPending ? (
            <Spinner label={t('picture.uploading')} />
          ) : (
            <ImageUpIcon aria-hidden="true" />
          )}
          {t('picture.upload')}
        </Button>
      </div>
    </div>
  )
}
