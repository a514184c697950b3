import {
  Heart,
  LayoutDashboard,
  LogOut,
  MapPin,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react'
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

/** An item of the menu that goes to `to`. */
function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" /> {label}
      </Link>
    </DropdownMenuItem>
  )
}

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
        <MenuLink to="/profile" icon={UserRound} label={t('menu.profile')} />
        <MenuLink to="/wishlist" icon={Heart} label={t('menu.wishlist')} />
        <MenuLink to="/profile/addresses" icon={MapPin} label={t('menu.addresses')} />
        <MenuLink to="/dashboard/stores" icon={LayoutDashboard} label={t('menu.dashboard')} />
        {user.isOperator && <MenuLink to="/admin" icon={ShieldCheck} label={t('menu.operator')} />}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={() => signOut()}>
          <LogOut aria-hidden="true" /> {t('menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
