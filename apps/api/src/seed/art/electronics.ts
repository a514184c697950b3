import type { Illustration } from './tone.ts'

export const headphones: Illustration = (t) => `
  <path d="M132 292 V244 a124 124 0 0 1 248 0 V292" fill="none" stroke="${t.shade}" stroke-width="28" stroke-linecap="round"/>
  <path d="M150 236 a106 106 0 0 1 212 0" fill="none" stroke="${t.light}" stroke-width="6" stroke-linecap="round" opacity=".6"/>
  <rect x="96" y="262" width="84" height="150" rx="40" fill="${t.base}"/>
  <rect x="332" y="262" width="84" height="150" rx="40" fill="${t.base}"/>
  <rect x="160" y="282" width="36" height="110" rx="18" fill="${t.ink}"/>
  <rect x="316" y="282" width="36" height="110" rx="18" fill="${t.ink}"/>
  <rect x="112" y="282" width="16" height="84" rx="8" fill="#fff" opacity=".35"/>
  <rect x="348" y="282" width="16" height="84" rx="8" fill="#fff" opacity=".35"/>`

export const phone: Illustration = (t) => `
  <rect x="160" y="80" width="192" height="360" rx="34" fill="${t.ink}"/>
  <rect x="172" y="92" width="168" height="336" rx="24" fill="url(#screen)"/>
  <rect x="226" y="104" width="60" height="16" rx="8" fill="${t.ink}"/>
  <rect x="192" y="150" width="128" height="90" rx="14" fill="#fff" opacity=".28"/>
  <circle cx="212" cy="280" r="18" fill="#fff" opacity=".45"/>
  <circle cx="256" cy="280" r="18" fill="#fff" opacity=".3"/>
  <circle cx="300" cy="280" r="18" fill="#fff" opacity=".45"/>
  <rect x="192" y="320" width="128" height="14" rx="7" fill="#fff" opacity=".35"/>
  <rect x="192" y="344" width="90" height="14" rx="7" fill="#fff" opacity=".25"/>
  <rect x="230" y="404" width="52" height="6" rx="3" fill="#fff" opacity=".7"/>
  <path d="M180 100 L230 100 L180 200 Z" fill="#fff" opacity=".12"/>`

export const laptop: Illustration = (t) => `
  <rect x="120" y="118" width="272" height="186" rx="16" fill="${t.ink}"/>
  <rect x="134" y="132" width="244" height="158" rx="6" fill="url(#screen)"/>
  <rect x="154" y="154" width="110" height="12" rx="6" fill="#fff" opacity=".55"/>
  <rect x="154" y="176" width="160" height="10" rx="5" fill="#fff" opacity=".3"/>
  <rect x="154" y="206" width="64" height="56" rx="8" fill="#fff" opacity=".3"/>
  <rect x="228" y="206" width="64" height="56" rx="8" fill="#fff" opacity=".22"/>
  <rect x="302" y="206" width="56" height="56" rx="8" fill="#fff" opacity=".3"/>
  <path d="M84 312 H428 L408 348 Q404 356 394 356 H118 Q108 356 104 348 Z" fill="${t.base}"/>
  <path d="M84 312 H428 L424 320 H88 Z" fill="${t.light}"/>
  <rect x="220" y="318" width="72" height="8" rx="4" fill="${t.shade}"/>`

export const smartwatch: Illustration = (t) => `
  <path d="M206 70 H306 L296 168 H216 Z" fill="${t.base}"/>
  <path d="M216 344 H296 L306 442 H206 Z" fill="${t.base}"/>
  <path d="M216 100 H296 M214 120 H298 M212 140 H300" stroke="${t.shade}" stroke-width="4" opacity=".5"/>
  <path d="M214 372 H298 M212 392 H300 M210 412 H302" stroke="${t.shade}" stroke-width="4" opacity=".5"/>
  <rect x="170" y="156" width="172" height="200" rx="46" fill="${t.ink}"/>
  <rect x="184" y="170" width="144" height="172" rx="36" fill="#0b1220"/>
  <circle cx="256" cy="256" r="52" fill="none" stroke="${t.light}" stroke-width="12" stroke-dasharray="230 400" stroke-linecap="round" transform="rotate(-90 256 256)"/>
  <circle cx="256" cy="256" r="30" fill="none" stroke="#34d399" stroke-width="10" stroke-dasharray="120 300" stroke-linecap="round" transform="rotate(-90 256 256)"/>
  <rect x="342" y="214" width="12" height="40" rx="5" fill="${t.shade}"/>`

export const speaker: Illustration = (t) => `
  <rect x="150" y="84" width="212" height="344" rx="48" fill="${t.base}"/>
  <rect x="150" y="84" width="212" height="344" rx="48" fill="url(#gloss)"/>
  <circle cx="256" cy="184" r="56" fill="${t.ink}"/>
  <circle cx="256" cy="184" r="30" fill="${t.shade}"/>
  <circle cx="256" cy="184" r="12" fill="${t.ink}"/>
  <circle cx="256" cy="326" r="72" fill="${t.ink}"/>
  <circle cx="256" cy="326" r="42" fill="${t.shade}"/>
  <circle cx="256" cy="326" r="16" fill="${t.ink}"/>
  <circle cx="244" cy="312" r="10" fill="#fff" opacity=".25"/>`

export const camera: Illustration = (t) => `
  <path d="M180 150 L206 116 H306 L332 150 Z" fill="${t.shade}"/>
  <rect x="96" y="146" width="320" height="220" rx="32" fill="${t.ink}"/>
  <rect x="96" y="190" width="320" height="130" fill="${t.base}"/>
  <circle cx="256" cy="256" r="86" fill="#e5e7eb"/>
  <circle cx="256" cy="256" r="70" fill="${t.ink}"/>
  <circle cx="256" cy="256" r="46" fill="#1e3a8a"/>
  <circle cx="256" cy="256" r="24" fill="#0b1220"/>
  <circle cx="236" cy="236" r="12" fill="#fff" opacity=".6"/>
  <rect x="132" y="166" width="44" height="16" rx="6" fill="#fbbf24"/>
  <circle cx="372" cy="172" r="10" fill="#ef4444"/>`
