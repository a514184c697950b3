import { Link } from 'react-router'

export function Header() {
  return (
    <header className="bg-background/90 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="text-lg font-bold tracking-tight">
          Pasar
        </Link>
      </div>
    </header>
  )
}
