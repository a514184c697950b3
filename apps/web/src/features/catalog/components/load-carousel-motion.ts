/** The carousel's motion (embla): loaded on the shopper's first touch of the carousel, not with the page. */
export const loadCarouselMotion = () => import('./carousel-motion.tsx')
