import type { Illustration } from './tone.ts'

const tee = 'M196 92 Q256 126 316 92 L404 132 L376 214 L340 200 V420 H172 V200 L136 214 L108 132 Z'

export const tshirt: Illustration = (t) => `
  <path d="${tee}" fill="${t.base}"/>
  <path d="M196 92 Q256 142 316 92 Q256 116 196 92 Z" fill="${t.shade}"/>
  <path d="M172 200 V420 H196 V214 Z" fill="${t.shade}" opacity=".35"/>
  <circle cx="256" cy="250" r="46" fill="${t.light}" opacity=".55"/>
  <path d="M230 262 l18 -30 l16 22 l10 -12 l16 20 Z" fill="#fff" opacity=".8"/>`

export const shirt: Illustration = (t) => `
  <path d="M200 86 L256 112 L312 86 L408 128 L420 300 L376 304 L362 196 L352 424 H160 L150 196 L136 304 L92 300 L104 128 Z" fill="${t.base}"/>
  <path d="M200 86 L256 112 L236 150 L188 104 Z M312 86 L256 112 L276 150 L324 104 Z" fill="${t.light}"/>
  <path d="M256 112 V424" stroke="${t.shade}" stroke-width="4"/>
  <circle cx="268" cy="170" r="6" fill="${t.shade}"/><circle cx="268" cy="232" r="6" fill="${t.shade}"/>
  <circle cx="268" cy="294" r="6" fill="${t.shade}"/><circle cx="268" cy="356" r="6" fill="${t.shade}"/>
  <rect x="180" y="180" width="48" height="40" rx="4" fill="${t.shade}" opacity=".35"/>
  <path d="M160 330 Q200 316 240 330 T320 330 T352 330" fill="none" stroke="${t.light}" stroke-width="6" opacity=".45"/>
  <path d="M156 380 Q196 366 236 380 T316 380 T356 380" fill="none" stroke="${t.light}" stroke-width="6" opacity=".45"/>`

export const dress: Illustration = (t) => `
  <path d="M214 76 V116 Q256 132 298 116 V76 L320 84 L316 150 Q304 196 300 214 L392 430 Q256 458 120 430 L212 214 Q208 196 196 150 L192 84 Z" fill="${t.base}"/>
  <path d="M212 214 Q256 232 300 214 L306 232 Q256 252 206 232 Z" fill="${t.shade}"/>
  <path d="M256 250 L210 440 M256 250 L302 440 M256 250 V446" stroke="${t.shade}" stroke-width="4" opacity=".35"/>
  <circle cx="200" cy="340" r="10" fill="${t.light}"/><circle cx="320" cy="360" r="10" fill="${t.light}"/>
  <circle cx="256" cy="300" r="10" fill="${t.light}"/><circle cx="180" cy="404" r="10" fill="${t.light}"/>
  <circle cx="340" cy="414" r="10" fill="${t.light}"/><circle cx="270" cy="392" r="10" fill="${t.light}"/>`

export const hoodie: Illustration = (t) => `
  <path d="M190 96 Q256 40 322 96 L412 144 L428 352 L380 358 L364 230 V420 H148 V230 L132 358 L84 352 L100 144 Z" fill="${t.base}"/>
  <path d="M190 96 Q256 40 322 96 Q316 170 256 178 Q196 170 190 96 Z" fill="${t.shade}"/>
  <path d="M214 110 Q256 78 298 110 Q292 152 256 156 Q220 152 214 110 Z" fill="${t.ink}" opacity=".55"/>
  <path d="M240 176 V236 M272 176 V236" stroke="${t.light}" stroke-width="6" stroke-linecap="round"/>
  <path d="M188 310 H324 L312 372 H200 Z" fill="${t.shade}" opacity=".45"/>
  <rect x="148" y="400" width="216" height="20" fill="${t.shade}"/>`

export const jeans: Illustration = (t) => `
  <path d="M168 80 H344 L372 436 H284 L256 196 L228 436 H140 Z" fill="${t.base}"/>
  <rect x="168" y="80" width="176" height="30" fill="${t.shade}"/>
  <path d="M256 110 V196" stroke="${t.shade}" stroke-width="5"/>
  <path d="M184 110 Q194 150 232 150 M328 110 Q318 150 280 150" fill="none" stroke="${t.light}" stroke-width="5" stroke-dasharray="10 8"/>
  <path d="M150 420 H226 M286 420 H362" stroke="${t.light}" stroke-width="5" stroke-dasharray="10 8"/>
  <circle cx="256" cy="96" r="7" fill="${t.metal}"/>`

export const jacket: Illustration = (t) => `
  <path d="M196 82 L256 104 L316 82 L410 130 L426 354 L378 360 L362 226 V424 H150 V226 L134 360 L86 354 L102 130 Z" fill="${t.base}"/>
  <path d="M196 82 L256 104 L226 300 L178 140 Z" fill="${t.shade}"/>
  <path d="M316 82 L256 104 L286 300 L334 140 Z" fill="${t.shade}"/>
  <path d="M256 104 L226 300 H286 Z" fill="#f9fafb"/>
  <path d="M256 104 L246 160 L256 240 L266 160 Z" fill="${t.ink}"/>
  <circle cx="256" cy="330" r="7" fill="${t.ink}"/><circle cx="256" cy="376" r="7" fill="${t.ink}"/>
  <rect x="176" y="330" width="48" height="8" rx="4" fill="${t.shade}"/><rect x="288" y="330" width="48" height="8" rx="4" fill="${t.shade}"/>`
