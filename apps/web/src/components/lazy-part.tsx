import { Component, Suspense, type ReactNode } from 'react'

/**
 * Around a part whose code loads on its own (`React.lazy`): `fallback` while the code comes, and
 * `failed` (by default the fallback) for good if it cannot come (offline, or a deploy replaced
 * the file), so one missing menu never takes the page into its error page
 * (docs/decisions/0983-a-lazy-part-that-cannot-load.md). A part whose fallback looks like
 * loading (a skeleton) says it failed instead. React still reports the error (the console), as
 * for any error a boundary catches.
 */
export class LazyPart extends Component<
  { fallback?: ReactNode; failed?: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    const fallback = this.props.fallback ?? null
    if (this.state.failed) return this.props.failed ?? fallback
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>
  }
}
