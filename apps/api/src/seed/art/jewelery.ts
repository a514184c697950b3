import type { Illustration } from './tone.ts'

export const ring: Illustration = (t) => `
  <ellipse cx="256" cy="300" rx="118" ry="112" fill="none" stroke="${t.metal}" stroke-width="30"/>
  <ellipse cx="256" cy="300" rx="118" ry="112" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="90 600" opacity=".7" transform="rotate(200 256 300)"/>
  <path d="M216 176 L232 152 H280 L296 176 L256 206 Z" fill="${t.metal}"/>
  <path d="M208 120 H304 L328 150 L256 200 L184 150 Z" fill="${t.light}"/>
  <path d="M208 120 L232 150 L256 200 L280 150 L304 120 M184 150 H328 M232 150 L256 120 L280 150" fill="none" stroke="${t.base}" stroke-width="3"/>
  <path d="M214 128 L236 146 L226 128 Z" fill="#fff" opacity=".9"/>`

export const necklace: Illustration = (t) => `
  <path d="M130 96 Q134 300 256 318 Q378 300 382 96" fill="none" stroke="${t.metal}" stroke-width="8" stroke-dasharray="2 10" stroke-linecap="round"/>
  <path d="M130 96 Q134 300 256 318 Q378 300 382 96" fill="none" stroke="${t.metal}" stroke-width="3"/>
  <circle cx="256" cy="330" r="14" fill="none" stroke="${t.metal}" stroke-width="6"/>
  <path d="M256 344 Q300 372 296 410 Q290 446 256 452 Q222 446 216 410 Q212 372 256 344 Z" fill="${t.base}"/>
  <path d="M256 356 Q286 378 284 408 Q256 420 230 404 Q230 378 256 356 Z" fill="${t.light}" opacity=".6"/>
  <circle cx="240" cy="384" r="8" fill="#fff" opacity=".9"/>`

export const earrings: Illustration = (t) => `
  <g>
    <path d="M176 110 a20 20 0 1 1 0 40" fill="none" stroke="${t.metal}" stroke-width="6"/>
    <circle cx="176" cy="170" r="14" fill="${t.metal}"/>
    <path d="M176 186 L224 280 Q232 330 176 392 Q120 330 128 280 Z" fill="${t.base}"/>
    <path d="M176 200 L204 280 Q208 318 176 356 Z" fill="${t.light}" opacity=".6"/>
  </g>
  <g transform="translate(160 40)">
    <path d="M176 110 a20 20 0 1 1 0 40" fill="none" stroke="${t.metal}" stroke-width="6"/>
    <circle cx="176" cy="170" r="14" fill="${t.metal}"/>
    <path d="M176 186 L224 280 Q232 330 176 392 Q120 330 128 280 Z" fill="${t.base}"/>
    <path d="M176 200 L204 280 Q208 318 176 356 Z" fill="${t.light}" opacity=".6"/>
  </g>`

export const bracelet: Illustration = (t) => `
  <ellipse cx="256" cy="270" rx="150" ry="96" fill="none" stroke="${t.metal}" stroke-width="20"/>
  ${[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]
    .map((deg) => {
      const r = (deg * Math.PI) / 180
      const x = (256 + 150 * Math.cos(r)).toFixed(1)
      const y = (270 + 96 * Math.sin(r)).toFixed(1)
      return `<circle cx="${x}" cy="${y}" r="${deg % 60 === 0 ? 22 : 16}" fill="${deg % 60 === 0 ? t.base : t.light}"/>`
    })
    .join('')}
  <circle cx="246" cy="360" r="8" fill="#fff" opacity=".8"/>`

export const watch: Illustration = (t) => `
  <rect x="212" y="64" width="88" height="118" rx="14" fill="${t.base}"/>
  <rect x="212" y="330" width="88" height="118" rx="14" fill="${t.base}"/>
  <circle cx="256" cy="256" r="104" fill="${t.metal}"/>
  <circle cx="256" cy="256" r="88" fill="#fffbeb"/>
  ${[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]
    .map(
      (deg) =>
        `<rect x="253" y="178" width="6" height="${deg % 90 === 0 ? 18 : 10}" rx="3" fill="${t.ink}" transform="rotate(${deg} 256 256)"/>`,
    )
    .join('')}
  <path d="M256 256 L256 204" stroke="${t.ink}" stroke-width="8" stroke-linecap="round"/>
  <path d="M256 256 L300 276" stroke="${t.ink}" stroke-width="6" stroke-linecap="round"/>
  <circle cx="256" cy="256" r="8" fill="${t.base}"/>
  <rect x="358" y="244" width="18" height="24" rx="5" fill="${t.metal}"/>`
