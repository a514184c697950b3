import type { Illustration } from './tone.ts'

export const football: Illustration = () => `
  <circle cx="256" cy="256" r="160" fill="#f9fafb"/>
  <path d="M256 196 L313 237 L291 304 H221 L199 237 Z" fill="#111827"/>
  <path d="M256 96 L256 196 M313 237 L400 208 M291 304 L340 384 M221 304 L172 384 M199 237 L112 208" stroke="#9ca3af" stroke-width="5"/>
  <path d="M218 100 L256 96 L296 100 L280 124 L234 124 Z" fill="#111827"/>
  <path d="M400 208 L414 250 L408 300 L384 282 L384 236 Z" fill="#111827"/>
  <path d="M112 208 L98 250 L104 300 L128 282 L128 236 Z" fill="#111827"/>
  <path d="M340 384 L300 408 L264 414 L276 384 L318 368 Z" fill="#111827"/>
  <path d="M172 384 L212 408 L248 414 L236 384 L194 368 Z" fill="#111827"/>
  <circle cx="256" cy="256" r="160" fill="url(#sphere)"/>`

export const racket: Illustration = (t) => `
  <g transform="rotate(-30 256 256)">
    <ellipse cx="256" cy="170" rx="92" ry="116" fill="none" stroke="${t.base}" stroke-width="16"/>
    <path d="M200 90 V250 M228 62 V282 M256 56 V286 M284 62 V282 M312 90 V250 M172 130 H340 M166 160 H346 M166 190 H346 M172 220 H340 M186 250 H326" stroke="${t.light}" stroke-width="3" opacity=".9"/>
    <path d="M256 286 V330" stroke="${t.shade}" stroke-width="12"/>
    <rect x="242" y="330" width="28" height="130" rx="12" fill="${t.ink}"/>
    <path d="M242 350 L270 362 M242 380 L270 392 M242 410 L270 422" stroke="${t.shade}" stroke-width="4"/>
  </g>
  <g transform="translate(372 360) rotate(25)">
    <path d="M-30 -70 L30 -70 L16 0 H-16 Z" fill="#f9fafb" stroke="#d1d5db" stroke-width="3"/>
    <path d="M-10 -70 L-6 0 M10 -70 L6 0" stroke="#d1d5db" stroke-width="3"/>
    <path d="M-16 0 H16 Q16 26 0 26 Q-16 26 -16 0 Z" fill="${t.base}"/>
  </g>`

export const dumbbell: Illustration = (t) => `
  <g transform="rotate(-20 256 256)">
    <rect x="150" y="242" width="212" height="28" rx="10" fill="#9ca3af"/>
    <rect x="96" y="176" width="40" height="160" rx="14" fill="${t.ink}"/>
    <rect x="132" y="196" width="30" height="120" rx="10" fill="${t.base}"/>
    <rect x="376" y="176" width="40" height="160" rx="14" fill="${t.ink}"/>
    <rect x="350" y="196" width="30" height="120" rx="10" fill="${t.base}"/>
    <rect x="104" y="190" width="10" height="90" rx="5" fill="#fff" opacity=".25"/>
  </g>`

export const bottle: Illustration = (t) => `
  <rect x="222" y="70" width="68" height="44" rx="12" fill="${t.ink}"/>
  <path d="M212 112 H300 Q330 140 336 176 V414 Q336 438 312 438 H200 Q176 438 176 414 V176 Q182 140 212 112 Z" fill="${t.base}"/>
  <rect x="176" y="226" width="160" height="110" fill="${t.shade}"/>
  <path d="M196 150 V400" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity=".3"/>
  <path d="M226 264 l20 -22 l18 16 l20 -26" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`

export const yogaMat: Illustration = (t) => `
  <path d="M96 370 L300 370 L300 180 L96 180 Z" fill="${t.base}" transform="skewX(-14) translate(60 0)"/>
  <ellipse cx="368" cy="276" rx="66" ry="100" fill="${t.shade}"/>
  <ellipse cx="368" cy="276" rx="46" ry="76" fill="${t.base}"/>
  <ellipse cx="368" cy="276" rx="26" ry="50" fill="${t.shade}"/>
  <path d="M130 220 H300 M120 260 H290 M110 300 H280" stroke="${t.light}" stroke-width="6" opacity=".5" transform="skewX(-14) translate(60 0)"/>`
