import { Heart, LayoutDashboard, LogOut, MapPin, ShieldCheck, UserRound } from 'lucide-react'
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
import { UserAvatar } from './user-avatar.tsx'

/**
 * The header user menu (docs/product.md#layout): avatar with Profile, Addresses, My Dashboard and
 * Sign out.
 */
export function UserMenu() {
  const user = useSessionUser()
  const { signOut, isPending } = useSignOut()
  if (!user) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="focus-visible:ring-ring/50 ml-1 rounded-full outline-none focus-visible:ring-[3px]"
        aria-label={`Account menu for ${user.name}`}
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
            <UserRound aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/wishlist">
            <Heart aria-hidden="true" /> Wishlist
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile/addresses">
            <MapPin aria-hidden="true" /> Addresses
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/stores">
            <LayoutDashboard aria-hidden="true" /> My Dashboard
          </Link>
        </DropdownMenuItem>
        {user.isOperator && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" /> Operator console
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={() => signOut()}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
