import { ArrowLeft } from 'lucide-react'
import { Link, Outlet } from 'react-router'

/** SPEC §2 auth layout: a side image and a centred content area with a link back to /. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <div
        className="relative hidden bg-gradient-to-br from-teal-700 via-teal-800 to-slate-900 lg:block"
        aria-hidden="true"
      />
      <main className="relative flex items-center justify-center p-4 sm:p-8">
        <Link
          to="/"
          className="text-muted-foreground hover:text-foreground absolute top-4 left-4 inline-flex items-center gap-1 text-sm font-medium"
        >
          <ArrowLeft className="size-4" /> Back to Pasar
        </Link>
        <div className="w-full max-w-md py-12">
          <Outlet />
        </div>
      </main>
    </div>
  )
}
