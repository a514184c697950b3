import { createReviewSchema, REVIEW_IMAGES_MAX, REVIEW_IMAGES_MESSAGE } from '@pasar/shared'
import { z } from '@pasar/shared/zod'

// The review form's rules, loaded with its first check (docs/decisions/0985): the API's rating
// ('1'..'5', as the multipart field is sent) and comment, with the picked photos as the
// browser's File objects.
export const reviewFormSchema = createReviewSchema.pick({ rating: true, comment: true }).extend({
  images: z.array(z.instanceof(File)).max(REVIEW_IMAGES_MAX, REVIEW_IMAGES_MESSAGE),
})
