import { Heart, LayoutDashboard, LogOut, MapPin, ShieldCheck, UserRound } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'
import { useSessionUser } from '@/lib/session.ts'
import { useSignOut } from '../hooks/use-sign-out.ts'
import { useT } from '../i18n/index.ts'
import { startLanguageSync } from '../lib/language-sync.ts'
import { UserAvatar } from './user-avatar.tsx'

/**
 * The header user menu (docs/product.md#layout): avatar with Profile, Addresses, My Dashboard and
 * Sign out. While it is shown (the user is signed in), the language follows the account's and is
 * saved on it (lib/language-sync.ts).
 */
export function UserMenu() {
  const user = useSessionUser()
  const { signOut, isPending } = useSignOut()
  const { t } = useT()
  useEffect(() => startLanguageSync(), [])
  if (!user) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="focus-visible:ring-ring/50 ml-1 rounded-full outline-none focus-visible:ring-[3px]"
        aria-label={t('menu.label', { name: user.name })}
      >
        <UserAvatar name={user.name} picture={user.picture} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate text-sm font-semibold">{user.name}</span>
          <span className="text-muted-foreground truncate text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" /> {t('menu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/wishlist">
            <Heart aria-hidden="true" /> {t('menu.wishlist')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile/addresses">
            <MapPin aria-hidden="true" /> {t('menu.addresses')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/stores">
            <LayoutDashboard aria-hidden="true" /> {t('menu.dashboard')}
          </Link>
        </DropdownMenuItem>
        {user.isOperator && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" /> {t('menu.operator')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={() => signOut()}>
          <LogOut aria-hidden="true" /> {t('menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
