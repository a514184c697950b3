import { useCallback, useEffect, useRef } from 'react'

/**
 * A callback ref that calls `onVisible` each time the element becomes fully visible
 * (IntersectionObserver threshold 1, SPEC §2 infinite scroll).
 */
export function useFullyVisible<T extends Element>(onVisible: () => void) {
  const callback = useRef(onVisible)
  const observer = useRef<IntersectionObserver | null>(null)
  useEffect(() => {
    callback.current = onVisible
  })
  useEffect(() => () => observer.current?.disconnect(), [])
  return useCallback((element: T | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!element) return
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) {
          callback.current()
        }
      },
      { threshold: 1 },
    )
    observer.current.observe(element)
  }, [])
}
