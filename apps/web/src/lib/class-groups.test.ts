import path from 'node:path'
import { Scanner } from '@tailwindcss/oxide'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn } from './utils.ts'

// cn() merges with only the class groups in class-groups.ts (docs/decisions/0945). Tailwind
// writes CSS only for the candidates its scanner finds in src/, so those are all the classes the
// app can use: each pair of them must merge as tailwind-merge's default config (`twMerge`) does.

const MISSING =
  'cn() and twMerge (the default config) merge these differently. A class in apps/web/src falls ' +
  'in a tailwind-merge class group, or a conflict between groups, that ' +
  'apps/web/src/lib/class-groups.ts lacks: copy the group and its conflicts from ' +
  "tailwind-merge's default config (getDefaultConfig) into class-groups.ts " +
  '(docs/decisions/0945-class-merging-trimmed.md).'

const src = path.resolve(import.meta.dirname, '..')
const candidates = new Scanner({
  sources: [
    { base: src, pattern: '**/*', negated: false },
    // As styles.css's `@source not`: these files name classes as data.
    { base: src, pattern: 'lib/class-groups*.ts', negated: true },
  ],
}).scan()
// A candidate tailwind-merge's default config knows as a Tailwind class (it drops a repeat).
const known = candidates.filter((c) => twMerge(`${c} ${c}`) === c)
const knownSet = new Set(known)

/** `md:hover:px-2` → ['md:hover:', 'px-2']: the variants are everything up to the last `:` outside brackets. */
function splitVariants(candidate: string): [string, string] {
  let depth = 0
  let last = -1
  for (let i = 0; i < candidate.length; i++) {
    const char = candidate[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) last = i
  }
  return [candidate.slice(0, last + 1), candidate.slice(last + 1)]
}

/** How cn(a, b) differs from twMerge (the default config), if it does. */
function mismatch(a: string, b: string): string[] {
  const expected = twMerge(`${a} ${b}`)
  const actual = cn(a, b)
  return actual === expected ? [] : [`cn('${a}', '${b}') = '${actual}', twMerge: '${expected}'`]
}

/** Every ordered pair (a, b) of `classes`, a class with itself included, that cn merges unlike twMerge. */
function mismatchedPairs(classes: readonly string[]): string[] {
  return classes.flatMap((a) => classes.flatMap((b) => mismatch(a, b)))
}

function expectNone(wrong: string[]) {
  expect(wrong.slice(0, 20), `${MISSING} ${wrong.length} in all, the first below.`).toEqual([])
}

describe("cn's class groups", () => {
  it('are tested on the classes Tailwind finds in src/', () => {
    expect(candidates.length).toBeGreaterThan(1000)
    expect(known.length).toBeGreaterThan(500)
  })

  it(
    'merge every pair of classes with the same variants as the default config does',
    { timeout: 30_000 },
    () => {
      const byVariants = new Map<string, string[]>()
      for (const c of known) {
        const variants = splitVariants(c)[0]
        byVariants.set(variants, [...(byVariants.get(variants) ?? []), c])
      }
      expectNone([...byVariants.values()].flatMap(mismatchedPairs))
    },
  )

  it(
    'merge every pair of the classes without their variants as the default config does',
    { timeout: 30_000 },
    () => {
      expectNone(mismatchedPairs([...new Set(known.map((c) => splitVariants(c)[1]))]))
    },
  )

  it('leave alone what the default config does not take for a Tailwind class', () => {
    expectNone(candidates.filter((c) => !knownSet.has(c)).flatMap((c) => mismatch(c, c)))
  })

  it('merge the important and negative forms of each class as the default config does', () => {
    const wrong: string[] = []
    for (const c of known) {
      const [variants, base] = splitVariants(c)
      const forms = [`${c}!`, `${variants}!${base}`]
      if (!base.startsWith('-')) forms.push(`${variants}-${base}`)
      for (const form of forms)
        wrong.push(...mismatch(form, form), ...mismatch(c, form), ...mismatch(form, c))
    }
    expectNone(wrong)
  })
})
