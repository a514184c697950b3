/** The phone menu's drawer (dialog, accordion, focus trap): it loads on first use, not with every page. */
export const loadDrawer = () => import('./mobile-drawer.tsx')
