/** Colours an illustration is drawn with: a product colour, its shades and a neutral ink. */
export interface Tone {
  base: string
  shade: string
  light: string
  ink: string
  metal: string
}

/** A 512 × 512 vector drawing of one product type, centred on (256, 256). */
export type Illustration = (tone: Tone) => string

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16)
}

/** Mixes a hex colour towards another: amount 0 keeps it, 1 gives the other. */
export function mix(hex: string, other: string, amount: number): string {
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(hex, i) * (1 - amount) + channel(other, i) * amount),
  )
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`
}

export function toneOf(base: string, metal = '#d4a017'): Tone {
  return {
    base,
    shade: mix(base, '#000000', 0.28),
    light: mix(base, '#ffffff', 0.45),
    ink: '#1f2937',
    metal,
  }
}
