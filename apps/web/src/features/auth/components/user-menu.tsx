/** Header user menu: avatar with Profile, My Dashboard and Sign out (issue 3). */
export function UserMenu() {
  return null
}
