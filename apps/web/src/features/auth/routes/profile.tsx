import { MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useSessionUser } from '@/lib/session.ts'
import { useMe } from '../api/get-me.ts'
import { PasswordForm } from '../components/password-form.tsx'
import { ProfileForm } from '../components/profile-form.tsx'
import { ProfilePicture } from '../components/profile-picture.tsx'
import { UserAvatar } from '../components/user-avatar.tsx'

/** docs/product.md#accounts: shows and edits name and picture, and changes the password. */
export function Component() {
  usePageTitle('Profile')
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
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
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

      {me.isError && (
        <ErrorState query={me} title="Your profile could not be refreshed" className="py-6" />
      )}

      {user && (
        <Card>
          <CardHeader>
            <CardTitle>Profile picture</CardTitle>
            <CardDescription>Shown in the header and to the stores you buy from.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfilePicture user={user} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Your details</CardTitle>
          <CardDescription>How other people see you on Pasar.</CardDescription>
        </CardHeader>
        <CardContent>
          {user ? (
            <ProfileForm key={user.id} user={user} />
          ) : (
            <div className="grid gap-4" aria-hidden="true">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Addresses</CardTitle>
          <CardDescription>Where your orders are delivered.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/profile/addresses">
              <MapPin aria-hidden="true" /> Manage addresses
            </Link>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing it signs you out on your other devices.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
    </div>
  )
}
