import { useEffect, useRef } from 'react'

/**
 * A ref for a marker placed after a list. While `active`, `onReach` is called whenever the
 * marker is in view or already scrolled past: a phone user who jumps straight to the footer
 * still gets the next page, and a page that arrives while they wait there is followed by the
 * next one (docs/decisions/0542). Checked on scroll and resize, and each time `active` turns on.
 */
export function useEndReached<T extends Element>(onReach: () => void, active: boolean) {
  const ref = useRef<T>(null)
  const callback = useRef(onReach)
  useEffect(() => {
    callback.current = onReach
  })
  useEffect(() => {
    if (!active) return
    let frame = 0
    const check = () => {
      frame = 0
      const marker = ref.current
      if (marker && marker.getBoundingClientRect().top <= window.innerHeight) callback.current()
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [active])
  return ref
}
