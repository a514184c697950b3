import { isRouteErrorResponse, useRouteError } from 'react-router'

/** SPEC §2 unrouted error fallback. */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">{detail}</p>
      <a href="/" className="text-primary text-sm font-medium underline-offset-4 hover:underline">
        Back to the home page
      </a>
    </main>
  )
}
