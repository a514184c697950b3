import { MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { TitledCard } from '@/components/ui/titled-card.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { LanguageSelect } from '@/i18n/language-switcher.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useSessionUser } from '@/lib/session.ts'
import { useMe } from '../api/get-me.ts'
import { PasswordForm } from '../components/password-form.tsx'
import { ProfileForm } from '../components/profile-form.tsx'
import { ProfilePicture } from '../components/profile-picture.tsx'
import { UserAvatar } from '../components/user-avatar.tsx'
import { useT } from '../i18n/index.ts'

// The language select (i18n/language-switcher.tsx) drawn as the page's other fields
// (components/ui/field.tsx, input.tsx).
const LANGUAGE_FIELD = [
  '[&_label]:leading-none',
  '[&_select]:h-10 [&_select]:w-full [&_select]:py-2 [&_select]:text-base [&_select]:shadow-xs md:[&_select]:text-sm',
  '[&_select]:transition-[color,box-shadow] [&_select]:outline-none',
  '[&_select:focus-visible]:border-ring [&_select:focus-visible]:ring-ring/40 [&_select:focus-visible]:ring-[3px]',
].join(' ')

/**
 * docs/product.md#accounts: shows and edits name and picture, chooses the language, and changes
 * the password.
 */
export function Component() {
  const { t } = useT()
  usePageTitle(t('profile.title'))
  // The guard lets only a signed-in user here; /me refreshes the stored copy.
  const me = useMe()
  const user = useSessionUser()

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex items-center gap-4">
        {user ? (
          <UserAvatar name={user.name} picture={user.picture} className="size-14 text-base" />
        ) : (
          <Skeleton className="size-14 rounded-full" />
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
          {user ? (
            <p className="text-muted-foreground text-sm">
              <span className="block truncate sm:inline">{user.email}</span>
              <span className="hidden sm:inline"> · </span>
              <span className="block truncate sm:inline">@{user.username}</span>
            </p>
          ) : (
            <Skeleton className="mt-1 h-4 w-48" />
          )}
        </div>
      </div>

      {me.isError && <ErrorState query={me} title={t('profile.refreshFailed')} className="py-6" />}

      {user && (
        <TitledCard title={t('profile.pictureTitle')} description={t('profile.pictureDescription')}>
          <ProfilePicture user={user} />
        </TitledCard>
      )}

      <TitledCard title={t('profile.detailsTitle')} description={t('profile.detailsDescription')}>
        {user ? (
          <ProfileForm key={user.id} user={user} />
        ) : (
          <div className="grid gap-4" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </TitledCard>

      <TitledCard title={t('profile.languageTitle')} description={t('profile.languageDescription')}>
        <div className={LANGUAGE_FIELD}>
          <LanguageSelect id="profile-language" />
        </div>
      </TitledCard>

      <TitledCard
        title={t('profile.addressesTitle')}
        description={t('profile.addressesDescription')}
      >
        <Button asChild variant="outline">
          <Link to="/profile/addresses">
            <MapPin aria-hidden="true" /> {t('profile.manageAddresses')}
          </Link>
        </Button>
      </TitledCard>

      <TitledCard title={t('profile.passwordTitle')} description={t('profile.passwordDescription')}>
        <PasswordForm />
      </TitledCard>
    </div>
  )
}
