// Writes apps/web/public/auth-market.svg, the auth layout's side picture, from the same vector
// product drawings as the demo catalogue. Run: npx tsx scripts/render-auth-art.ts
import fs from 'node:fs'
import path from 'node:path'
import { BACKDROPS, ILLUSTRATIONS, type ArtKind } from '../apps/api/src/seed/art/kinds.ts'
import { toneOf } from '../apps/api/src/seed/art/tone.ts'

const W = 900
const H = 1200

interface Card {
  kind: ArtKind
  category: string
  color: string
  x: number
  y: number
  size: number
  rotate: number
}

const cards: Card[] = [
  {
    kind: 'headphones',
    category: 'electronics',
    color: '#0f766e',
    x: 90,
    y: 120,
    size: 250,
    rotate: -6,
  },
  {
    kind: 'dress',
    category: 'womens-clothing',
    color: '#e11d48',
    x: 560,
    y: 90,
    size: 230,
    rotate: 5,
  },
  { kind: 'sneaker', category: 'sports', color: '#2563eb', x: 600, y: 430, size: 220, rotate: 8 },
  { kind: 'ring', category: 'jewelery', color: '#7c3aed', x: 60, y: 470, size: 200, rotate: -4 },
  {
    kind: 'handbag',
    category: 'accessories',
    color: '#ea580c',
    x: 330,
    y: 300,
    size: 240,
    rotate: 2,
  },
]

function card(c: Card, index: number): string {
  const [from, to] = BACKDROPS[c.category] ?? ['#f1f5f9', '#e2e8f0']
  const pad = 14
  const art = c.size - pad * 2
  const scale = (art / 512) * 0.92
  const drawing = ILLUSTRATIONS[c.kind](toneOf(c.color))
  const h = c.size + 70
  return `<g transform="translate(${c.x} ${c.y}) rotate(${c.rotate} ${c.size / 2} ${h / 2})">
    <rect x="6" y="14" width="${c.size}" height="${h}" rx="26" fill="#020617" opacity=".28"/>
    <rect width="${c.size}" height="${h}" rx="26" fill="#ffffff"/>
    <linearGradient id="c${index}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <rect x="${pad}" y="${pad}" width="${art}" height="${art}" rx="18" fill="url(#c${index})"/>
    <g transform="translate(${pad + art * 0.04} ${pad + art * 0.04}) scale(${scale})">${drawing}</g>
    <rect x="${pad + 4}" y="${art + pad + 16}" width="${art * 0.62}" height="12" rx="6" fill="#cbd5e1"/>
    <rect x="${pad + 4}" y="${art + pad + 38}" width="${art * 0.36}" height="14" rx="7" fill="#0f766e"/>
  </g>`
}

function stall(): string {
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = 110 + i * 76
    return `<path d="M${x} 820 h76 v70 a38 38 0 0 1 -76 0 Z" fill="${i % 2 ? '#fef3c7' : '#f59e0b'}"/>`
  }).join('')
  return `<rect x="130" y="880" width="644" height="340" fill="#134e4a"/>
    <rect x="170" y="930" width="250" height="200" rx="12" fill="#99f6e4" opacity=".25"/>
    <rect x="460" y="930" width="270" height="290" rx="12" fill="#0f766e"/>
    <rect x="478" y="948" width="234" height="272" rx="8" fill="#5eead4" opacity=".22"/>
    <rect x="90" y="800" width="724" height="30" rx="12" fill="#b45309"/>
    ${stripes}`
}

const sparkles = [
  [200, 80, 5],
  [470, 70, 4],
  [820, 330, 6],
  [40, 380, 4],
  [520, 720, 5],
  [860, 700, 3],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fde68a" opacity=".8"/>`)
  .join('')

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2=".6" y2="1">
      <stop offset="0" stop-color="#14b8a6"/><stop offset=".45" stop-color="#0f766e"/><stop offset="1" stop-color="#0b2f2c"/>
    </linearGradient>
    <radialGradient id="halo" cx=".5" cy=".5" r=".5">
      <stop offset="0" stop-color="#ccfbf1" stop-opacity=".45"/><stop offset="1" stop-color="#ccfbf1" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#99f6e4"/><stop offset="1" stop-color="#0f766e"/></linearGradient>
    <linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#134e4a"/></linearGradient>
    <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></linearGradient>
    <radialGradient id="sphere" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="450" cy="470" r="430" fill="url(#halo)"/>
  <circle cx="820" cy="120" r="160" fill="#5eead4" opacity=".18"/>
  <circle cx="60" cy="760" r="220" fill="#042f2e" opacity=".35"/>
  ${sparkles}
  ${stall()}
  ${cards.map(card).join('\n')}
</svg>
`

const out = path.join(import.meta.dirname, '../apps/web/public/auth-market.svg')
fs.writeFileSync(out, svg)
process.stdout.write(`wrote ${out} (${svg.length} bytes)\n`)
