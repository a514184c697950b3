import type { Illustration } from './tone.ts'

export const handbag: Illustration = (t) => `
  <path d="M196 200 V160 a60 60 0 0 1 120 0 V200" fill="none" stroke="${t.shade}" stroke-width="18" stroke-linecap="round"/>
  <path d="M124 200 H388 L414 408 Q416 428 396 428 H116 Q96 428 98 408 Z" fill="${t.base}"/>
  <path d="M124 200 H388 L394 250 H118 Z" fill="${t.shade}"/>
  <rect x="236" y="236" width="40" height="34" rx="8" fill="${t.metal}"/>
  <path d="M130 300 Q256 326 382 300" fill="none" stroke="${t.light}" stroke-width="4" stroke-dasharray="10 8" opacity=".7"/>`

export const backpack: Illustration = (t) => `
  <path d="M216 110 V90 a40 40 0 0 1 80 0 V110" fill="none" stroke="${t.shade}" stroke-width="16"/>
  <rect x="140" y="100" width="232" height="330" rx="70" fill="${t.base}"/>
  <path d="M140 200 Q256 150 372 200 V230 Q256 180 140 230 Z" fill="${t.shade}"/>
  <rect x="178" y="286" width="156" height="112" rx="28" fill="${t.shade}"/>
  <rect x="198" y="300" width="116" height="10" rx="5" fill="${t.light}"/>
  <rect x="246" y="316" width="20" height="30" rx="6" fill="${t.metal}"/>
  <rect x="160" y="120" width="18" height="120" rx="9" fill="#fff" opacity=".25"/>`

export const sunglasses: Illustration = (t) => `
  <path d="M96 226 Q256 196 416 226" fill="none" stroke="${t.ink}" stroke-width="14" stroke-linecap="round"/>
  <path d="M104 222 H238 Q244 300 196 318 Q140 334 116 296 Q100 266 104 222 Z" fill="${t.ink}"/>
  <path d="M408 222 H274 Q268 300 316 318 Q372 334 396 296 Q412 266 408 222 Z" fill="${t.ink}"/>
  <path d="M116 232 H226 Q228 292 190 304 Q148 316 128 288 Q114 264 116 232 Z" fill="url(#lens)"/>
  <path d="M396 232 H286 Q284 292 322 304 Q364 316 384 288 Q398 264 396 232 Z" fill="url(#lens)"/>
  <path d="M238 236 Q256 222 274 236" fill="none" stroke="${t.ink}" stroke-width="12"/>
  <path d="M140 244 L170 244 L132 286 Z M310 244 L340 244 L302 286 Z" fill="#fff" opacity=".3"/>`

export const cap: Illustration = (t) => `
  <path d="M120 300 Q120 140 256 136 Q392 140 392 300 Z" fill="${t.base}"/>
  <path d="M256 136 Q230 200 232 300 M256 136 Q282 200 280 300" fill="none" stroke="${t.shade}" stroke-width="5"/>
  <path d="M100 300 H412 Q470 306 470 330 Q420 352 300 340 H100 Q88 320 100 300 Z" fill="${t.shade}"/>
  <circle cx="256" cy="138" r="12" fill="${t.shade}"/>
  <path d="M152 260 Q160 190 214 166" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".3"/>`

export const wallet: Illustration = (t) => `
  <rect x="104" y="150" width="304" height="220" rx="28" fill="${t.base}"/>
  <path d="M104 190 H408" stroke="${t.shade}" stroke-width="4"/>
  <rect x="150" y="120" width="180" height="60" rx="10" fill="#fbbf24"/>
  <rect x="170" y="134" width="60" height="10" rx="5" fill="#fff" opacity=".7"/>
  <path d="M292 230 H420 V320 H292 Q268 320 268 296 V254 Q268 230 292 230 Z" fill="${t.shade}"/>
  <circle cx="310" cy="275" r="14" fill="${t.metal}"/>
  <path d="M118 346 H274" stroke="${t.light}" stroke-width="4" stroke-dasharray="10 8" opacity=".7"/>`

export const sneaker: Illustration = (t) => `
  <path d="M92 330 Q96 250 150 220 L220 190 Q240 236 290 246 Q380 262 420 300 Q432 320 424 340 H96 Z" fill="${t.base}"/>
  <path d="M86 340 H430 Q436 372 412 378 H108 Q84 376 86 340 Z" fill="#f9fafb"/>
  <path d="M86 352 H432" stroke="${t.shade}" stroke-width="6"/>
  <path d="M150 220 L220 190 Q206 160 170 170 Z" fill="${t.shade}"/>
  <path d="M210 214 l22 14 M228 202 l22 14 M246 226 l22 12 M196 228 l22 14" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
  <path d="M300 290 Q350 270 404 306" fill="none" stroke="${t.light}" stroke-width="14" stroke-linecap="round"/>`
