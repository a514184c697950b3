import { PRODUCT_PICTURE_SIZES } from '@pasar/shared'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { lazy, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { LazyPart } from '@/components/lazy-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { cn } from '@/lib/utils.ts'
import { useMotionOnFirstTouch } from '../hooks/use-motion-on-first-touch.ts'
import { useT } from '../i18n/index.ts'
import { loadCarouselMotion } from './load-carousel-motion.ts'
import { ProductImage } from './product-image.tsx'

const CarouselMotion = lazy(loadCarouselMotion)

const ARROWS = {
  previous: { edge: 'left-3', Icon: ChevronLeftIcon },
  next: { edge: 'right-3', Icon: ChevronRightIcon },
} as const

/** The round 'Previous' or 'Next' button over the carousel's left or right edge. */
function Arrow({
  towards,
  onPress,
}: {
  towards: keyof typeof ARROWS
  onPress: (towards: keyof typeof ARROWS) => void
}) {
  const { t } = useT()
  const { edge, Icon } = ARROWS[towards]
  return (
    <Button
      variant="outline"
      size="icon"
      className={cn('absolute top-1/2 size-9 -translate-y-1/2 rounded-full', edge)}
      onClick={() => onPress(towards)}
      aria-label={t(`carousel.${towards}`)}
    >
      <Icon />
    </Button>
  )
}

/**
 * The product's pictures, one at a time, with previous/next buttons and a dot per picture. The
 * first picture, the buttons and the dots are drawn without embla, which loads when the shopper
 * first reaches for them (docs/decisions/0946-carousel-motion-on-first-touch.md).
 */
export function ImageCarousel({
  images: own,
  name,
  show = null,
}: {
  images: string[]
  name: string
  /** A picture to bring into view: the chosen variant's. */
  show?: string | null
}) {
  const { t } = useT()
  const viewport = useRef<HTMLDivElement>(null)
  const motion = useMotionOnFirstTouch(loadCarouselMotion)
  // A variant's picture is one of the product's; one that is not still comes first.
  const images = show && !own.includes(show) ? [show, ...own] : own
  const [selected, setSelected] = useState(0)
  // The other pictures download once the first has been drawn (or the shopper moves on), so on a
  // slow link they do not share it with the page's largest paint
  // (docs/decisions/0581-first-answer-in-the-page.md).
  const [othersWanted, setOthersWanted] = useState(false)
  // After the frame that paints the first picture: an image in the memory cache loads at once.
  const wantOthers = useCallback(
    () => requestAnimationFrame(() => setTimeout(() => setOthersWanted(true), 0)),
    [],
  )
  const onSelect = useCallback((index: number) => {
    setOthersWanted(true)
    setSelected(index)
  }, [])
  const bringIntoView = useEffectEvent((picture: string) => {
    const index = images.indexOf(picture)
    if (index >= 0 && index !== selected) motion.move(index)
  })
  useEffect(() => {
    if (show) bringIntoView(show)
  }, [show])

  if (images.length === 0) {
    return (
      <ProductImage
        src={undefined}
        alt={name}
        sizes={PRODUCT_PICTURE_SIZES}
        className="w-full rounded-xl"
      />
    )
  }
  const several = images.length > 1
  return (
    <div
      className="relative"
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label', { name })}
      // One picture has nowhere to go: it never loads the motion.
      {...(several ? motion.touchProps : {})}
    >
      <div className="overflow-hidden rounded-xl border" ref={viewport}>
        <div className="flex touch-pan-y">
          {images.map((src, index) => (
            <div
              key={src}
              className="min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription={t('carousel.slideRole')}
              aria-label={t('carousel.slide', { index: index + 1, total: images.length })}
            >
              {index === 0 || othersWanted ? (
                <ProductImage
                  src={src}
                  alt={index === 0 ? name : t('carousel.pictureAlt', { name, index: index + 1 })}
                  sizes={PRODUCT_PICTURE_SIZES}
                  priority={index === 0}
                  onLoad={index === 0 ? wantOthers : undefined}
                  onError={index === 0 ? wantOthers : undefined}
                  className="w-full"
                />
              ) : (
                <div className="bg-muted aspect-square w-full" aria-hidden="true" />
              )}
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <Arrow towards="previous" onPress={motion.move} />
          <Arrow towards="next" onPress={motion.move} />
          <div className="mt-3 flex justify-center gap-1">
            {images.map((src, index) => (
              <button
                key={src}
                type="button"
                onClick={() => motion.move(index)}
                aria-label={t('carousel.show', { index: index + 1 })}
                aria-current={index === selected}
                className="flex size-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'size-2.5 rounded-full transition-colors',
                    index === selected ? 'bg-primary' : 'bg-muted-foreground/30',
                  )}
                />
              </button>
            ))}
          </div>
          {motion.wanted && (
            <LazyPart>
              <CarouselMotion viewport={viewport} onReady={motion.onReady} onSelect={onSelect} />
            </LazyPart>
          )}
        </>
      )}
    </div>
  )
}
