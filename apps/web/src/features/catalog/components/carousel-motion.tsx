import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, type RefObject } from 'react'

/** Embla's handle on a carousel: where it is, and the moves it animates. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

/**
 * Embla on the viewport of a carousel of several pictures: dragging and swiping, the loop, the
 * slide from picture to picture. It draws nothing: the pictures, buttons and dots are image-carousel.tsx's, drawn
 * before this code is here. Its own chunk, loaded when the shopper first reaches for the carousel
 * (docs/decisions/0946-carousel-motion-on-first-touch.md).
 */
export default function CarouselMotion({
  viewport,
  onReady,
  onSelect,
}: {
  viewport: RefObject<HTMLElement | null>
  /** Embla has taken the viewport: moves asked for before can be made. */
  onReady: (api: CarouselApi) => void
  /** The picture now shown, by index. */
  onSelect: (index: number) => void
}) {
  const [attach, api] = useEmblaCarousel({ loop: true })
  useEffect(() => {
    attach(viewport.current)
  }, [attach, viewport])
  useEffect(() => {
    if (!api) return
    const select = () => onSelect(api.selectedScrollSnap())
    api.on('select', select)
    onReady(api)
    return () => {
      api.off('select', select)
    }
  }, [api, onReady, onSelect])
  return null
}
