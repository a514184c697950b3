import * as accessories from './accessories.ts'
import * as electronics from './electronics.ts'
import * as fashion from './fashion.ts'
import * as jewelery from './jewelery.ts'
import * as sports from './sports.ts'
import type { Illustration } from './tone.ts'

/** Every product type the demo catalogue can draw. */
export const ILLUSTRATIONS = {
  ...electronics,
  ...fashion,
  ...accessories,
  ...sports,
  ...jewelery,
} satisfies Record<string, Illustration>

export type ArtKind = keyof typeof ILLUSTRATIONS

/** Background gradients per category slug: soft, light, and distinct from each other. */
export const BACKDROPS: Record<string, readonly [string, string]> = {
  electronics: ['#e0f2fe', '#c7d2fe'],
  clothing: ['#fef3c7', '#fbcfe8'],
  accessories: ['#ede9fe', '#fce7f3'],
  sports: ['#dcfce7', '#bae6fd'],
  jewelery: ['#fff7ed', '#fde68a'],
  'mens-clothing': ['#e0e7ff', '#cbd5e1'],
  'womens-clothing': ['#ffe4e6', '#fed7aa'],
}

export const DEFAULT_BACKDROP = ['#f1f5f9', '#e2e8f0'] as const
