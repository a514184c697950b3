import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { classMergeConfig } from './class-groups.ts'

// tailwind-merge's engine with our class groups only, not `twMerge` and its default config
// (docs/decisions/0945-class-merging-trimmed.md).
const merge = createTailwindMerge(classMergeConfig)

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
