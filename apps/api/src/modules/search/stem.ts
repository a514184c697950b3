/**
 * A small Indonesian stemmer in the manner of Nazief and Adriani (docs/search.md): affixes are
 * taken off in their order — particles (-lah, -kah, -tah, -pun), possessives (-nya, -ku, -mu),
 * derivation suffixes (-kan, -an, -i), then up to three prefixes (di-, ke-, se-, ter-, ber-,
 * per-, pe-, me- and their nasal forms, with the first letter the nasal swallowed put back:
 * memakai → pakai, menulis → tulis, menyapu → sapu, mengirim → kirim) — and after each step the
 * word is looked up in a dictionary; the first known form wins. Reduplication keeps one half
 * (baju-baju → baju).
 */

const PARTICLES = ['lah', 'kah', 'tah', 'pun']
const POSSESSIVES = ['nya', 'ku', 'mu']
const SUFFIXES = ['kan', 'an', 'i']
/** A form shorter than this is never a stem ('perak' is not per- + 'ak'). */
const MIN_STEM = 3
const VOWEL = /^[aiueo]/

/** Prefix and suffix pairs Indonesian does not combine (Nazief and Adriani's exclusions). */
const EXCLUDED = new Set(['be+i', 'di+an', 'ke+i', 'ke+kan', 'me+an', 'se+i', 'se+kan', 'te+an'])

/** The forms a word may lose one prefix to, most likely first. */
function prefixForms(word: string): { prefix: string; forms: string[] }[] {
  const out: { prefix: string; forms: string[] }[] = []
  const after = (p: string) => word.slice(p.length)
  const take = (prefix: string, p: string, forms: (rest: string) => string[]) => {
    if (word.startsWith(p) && word.length - p.length >= MIN_STEM)
      out.push({ prefix, forms: forms(after(p)) })
  }
  // me-, pe- with a nasal: the nasal may stand for a first letter it swallowed.
  for (const [stem, prefix] of [
    ['me', 'me'],
    ['pe', 'pe'],
  ] as const) {
    take(prefix, `${stem}ng`, (r) => (VOWEL.test(r) ? [r, `k${r}`] : [r]))
    take(prefix, `${stem}ny`, (r) => [`s${r}`])
    take(prefix, `${stem}m`, (r) => (VOWEL.test(r) ? [`p${r}`, r] : [r]))
    take(prefix, `${stem}n`, (r) => (VOWEL.test(r) ? [`t${r}`, r] : [r]))
  }
  take('me', 'me', (r) => (/^[lrwy]/.test(r) ? [r] : []))
  take('pe', 'per', (r) => [r])
  take('pe', 'pe', (r) => (/^[lrwy]/.test(r) || !/^[aiueo]/.test(r) ? [r] : []))
  take('be', 'ber', (r) => [r])
  take('be', 'bel', (r) => (r === 'ajar' ? [r] : []))
  take('te', 'ter', (r) => [r])
  take('di', 'di', (r) => [r])
  take('ke', 'ke', (r) => [r])
  take('se', 'se', (r) => [r])
  return out.filter((p) => p.forms.length > 0)
}

function withoutSuffix(word: string, suffixes: string[]): string | undefined {
  for (const s of suffixes) {
    if (word.endsWith(s) && word.length - s.length >= MIN_STEM) return word.slice(0, -s.length)
  }
  return undefined
}

/** One half of a doubled word ('baju-baju' → 'baju'); any other word as it is. */
function unreduplicated(word: string): string {
  const [first, second, ...rest] = word.split('-')
  return first !== undefined && first === second && rest.length === 0 ? first : word
}

/**
 * Every form the word may stand for, in the order the stemmer tries them: the word itself, then
 * with suffixes taken off, then with prefixes taken off each of those. Lowercase input.
 */
export function stemCandidates(input: string): string[] {
  const word = unreduplicated(input)
  const seen = new Set<string>([word])
  const ordered = [word]
  const add = (form: string) => {
    if (!seen.has(form)) {
      seen.add(form)
      ordered.push(form)
    }
  }
  if (word.includes('-')) return ordered
  // The word without particle, then possessive, then derivation suffix, each kept in turn.
  const ends: { form: string; suffix: string | undefined }[] = [{ form: word, suffix: undefined }]
  let current = word
  for (const group of [PARTICLES, POSSESSIVES, SUFFIXES]) {
    const shorter = withoutSuffix(current, group)
    if (shorter === undefined) continue
    const suffix = group === SUFFIXES ? group.find((s) => current.endsWith(s)) : undefined
    current = shorter
    ends.push({ form: current, suffix })
  }
  for (const end of ends) add(end.form)
  // Prefixes, up to three deep, off each of those ends ('-an' rarely goes with 'me-').
  for (const end of [...ends].reverse()) {
    let level = [end.form]
    for (let depth = 0; depth < 3 && level.length > 0; depth++) {
      const next: string[] = []
      for (const form of level) {
        for (const { prefix, forms } of prefixForms(form)) {
          if (depth === 0 && end.suffix && EXCLUDED.has(`${prefix}+${end.suffix}`)) continue
          for (const f of forms) {
            add(f)
            next.push(f)
          }
        }
      }
      level = next
    }
  }
  return ordered
}

/**
 * The word's stem: its first form (stemCandidates) the dictionary knows; without one, the word
 * with every affix the rules recognise taken off, as a stemmer without dictionary would.
 */
export function stem(input: string, known?: (form: string) => boolean): string {
  const word = unreduplicated(input)
  const forms = stemCandidates(word)
  if (known) return forms.find(known) ?? word
  return bareStem(word)
}

/** The longest chain of affixes taken off: suffixes first, then prefixes, first rule each time. */
function bareStem(word: string): string {
  if (word.includes('-')) return word
  let current = word
  for (const group of [PARTICLES, POSSESSIVES, SUFFIXES])
    current = withoutSuffix(current, group) ?? current
  for (let depth = 0; depth < 3; depth++) {
    const first = prefixForms(current)[0]
    if (!first) break
    current = first.forms[0] ?? current
  }
  return current
}
