import { Link } from 'react-router'
import { cn } from '@/lib/utils.ts'

/** The Pasar mark: a shopping bag with an awning stripe, drawn inline so it never loads late. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path d="M11 12V10.5a5 5 0 0 1 10 0V12" fill="none" stroke="#fff" strokeWidth="2.2" />
      <path d="M8 12h16l-1.2 11.2A2 2 0 0 1 20.8 25H11.2a2 2 0 0 1-2-1.8Z" fill="#fff" />
      <path d="M8.4 15.5h15.2" stroke="#f59e0b" strokeWidth="2.4" />
    </svg>
  )
}

export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'focus-visible:ring-ring/50 flex shrink-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px]',
        className,
      )}
    >
      <BrandMark />
      <span className="text-lg font-bold tracking-tight">Pasar</span>
    </Link>
  )
}
