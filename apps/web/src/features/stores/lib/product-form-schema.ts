import { createProductSchema, productImagesSchema } from '@pasar/shared'
import { z } from '@pasar/shared/zod'

// The create-product form's rules, loaded with its first check (docs/decisions/0985): the
// shared rules, with the picked files checked as the browser's File objects.
const pickedImages = z.array(z.instanceof(File)).superRefine((files, ctx) => {
  for (const issue of productImagesSchema.safeParse(files).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  }
})
export const productFormSchema = createProductSchema.extend({ images: pickedImages })
