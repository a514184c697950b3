import { BACKDROPS, DEFAULT_BACKDROP, ILLUSTRATIONS, type ArtKind } from './kinds.ts'
import { mix, toneOf } from './tone.ts'

/** One product picture: what to draw, in which colour, on which category's backdrop. */
export interface ArtDesign {
  kind: ArtKind
  category: string
  color: string
  /** 0, 1 or 2: the same product from a different "shot" (angle, zoom, backdrop). */
  shot?: number
  metal?: string
}

const SIZE = 1024

function defs(design: ArtDesign, from: string, to: string): string {
  const tone = toneOf(design.color, design.metal)
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx=".5" cy=".42" r=".55">
      <stop offset="0" stop-color="#ffffff" stop-opacity=".85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="shadow" cx=".5" cy=".5" r=".5">
      <stop offset="0" stop-color="${mix(to, '#000000', 0.55)}" stop-opacity=".35"/>
      <stop offset="1" stop-color="${mix(to, '#000000', 0.55)}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${tone.light}"/><stop offset="1" stop-color="${tone.shade}"/>
    </linearGradient>
    <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity=".25"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity=".15"/>
    </linearGradient>
    <linearGradient id="lens" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${tone.base}"/><stop offset="1" stop-color="${tone.shade}"/>
    </linearGradient>
    <radialGradient id="sphere" cx=".35" cy=".3" r=".8">
      <stop offset="0" stop-color="#ffffff" stop-opacity=".35"/><stop offset=".6" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity=".3"/>
    </radialGradient>
  </defs>`
}

/** Decorative shapes behind the product, different for each shot. */
function backdrop(shot: number, from: string, to: string): string {
  const accent = mix(to, '#ffffff', 0.35)
  const deep = mix(to, '#000000', 0.06)
  if (shot === 1)
    return `<circle cx="820" cy="180" r="260" fill="${accent}" opacity=".7"/>
      <circle cx="150" cy="900" r="220" fill="${deep}" opacity=".5"/>`
  if (shot === 2)
    return `<rect x="0" y="640" width="${SIZE}" height="384" fill="${mix(from, '#ffffff', 0.4)}" opacity=".8"/>
      <ellipse cx="512" cy="640" rx="620" ry="60" fill="${accent}" opacity=".6"/>`
  return `<circle cx="512" cy="470" r="380" fill="url(#glow)"/>
    <circle cx="130" cy="150" r="90" fill="${accent}" opacity=".6"/>
    <circle cx="900" cy="860" r="150" fill="${deep}" opacity=".45"/>`
}

/** The SVG source of one 1024 × 1024 product picture. */
export function productArtSvg(design: ArtDesign): string {
  const shot = (design.shot ?? 0) % 3
  const [from, to] = BACKDROPS[design.category] ?? DEFAULT_BACKDROP
  const drawing = ILLUSTRATIONS[design.kind](toneOf(design.color, design.metal))
  // The drawing lives in a 512 box; each shot frames it differently.
  const frame = [
    'translate(154 130) scale(1.4)',
    'translate(108 120) rotate(-8 256 256) scale(1.58)',
    'translate(212 110) scale(1.17)',
  ][shot]
  const shadowY = [800, 870, 690][shot]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  ${defs(design, from, to)}
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  ${backdrop(shot, from, to)}
  <ellipse cx="512" cy="${shadowY}" rx="300" ry="44" fill="url(#shadow)"/>
  <g transform="${frame}">${drawing}</g>
</svg>`
}
