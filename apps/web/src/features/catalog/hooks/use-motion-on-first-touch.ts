import { useCallback, useRef, useState, type DragEvent, type PointerEvent } from 'react'
import { loadAhead, openWhenLoaded } from '@/lib/load-on-press.ts'
import type { CarouselApi } from '../components/carousel-motion.tsx'

/** Where the shopper asks the carousel to go: a neighbour, or a picture by index. */
export type CarouselMove = 'previous' | 'next' | number

/** A pointer moved this far sideways between down and up is a swipe. */
const SWIPE_PX = 30

function go(api: CarouselApi, move: CarouselMove) {
  if (move === 'previous') api.scrollPrev()
  else if (move === 'next') api.scrollNext()
  else api.scrollTo(move)
}

/**
 * A carousel whose motion (embla) loads on the shopper's first touch
 * (docs/decisions/0946-carousel-motion-on-first-touch.md): the pointer over it, a press or a
 * swipe on it, the focus in it start the load; `wanted` then says to mount the motion, which
 * reports with `onReady`. A move asked for before (a press of 'next', a dot, a swipe) is made then;
 * if the code cannot come, a toast says so and the first picture stays (docs/decisions/0983).
 */
export function useMotionOnFirstTouch(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false)
  const api = useRef<CarouselApi | null>(null)
  const pending = useRef<CarouselMove | null>(null)
  // Where a pointer went down while the motion was not here yet: its swipe is made on arrival.
  const swipeFrom = useRef<number | null>(null)

  const want = () => setWanted(true)
  const ahead = () => {
    if (!wanted) loadAhead(() => load().then(want))
  }
  const move = (to: CarouselMove) => {
    if (api.current) return go(api.current, to)
    pending.current = to
    openWhenLoaded(load, want)
  }
  const onReady = useCallback((ready: CarouselApi) => {
    api.current = ready
    if (pending.current !== null) go(ready, pending.current)
    pending.current = null
  }, [])

  const touchProps = {
    onPointerEnter: ahead,
    onFocus: ahead,
    onPointerDown: (event: PointerEvent) => {
      if (api.current) return
      swipeFrom.current = event.clientX
      ahead()
    },
    onPointerUp: (event: PointerEvent) => {
      const from = swipeFrom.current
      swipeFrom.current = null
      if (from === null) return
      const distance = event.clientX - from
      if (Math.abs(distance) >= SWIPE_PX) move(distance < 0 ? 'next' : 'previous')
    },
    onPointerCancel: () => {
      swipeFrom.current = null
    },
    // A mouse swiping a picture would drag its image away (and cancel the pointer) instead.
    onDragStart: (event: DragEvent) => event.preventDefault(),
  }
  return { wanted, onReady, move, touchProps }
}
