import { stemCandidates } from './stem.ts'
import { SYNONYMS, phraseAt, type Form } from './synonyms.ts'

/** Words considered per query; the rest are ignored (a search box, not a document). */
const MAX_WORDS = 6

/**
 * Lowercase words of the query: letters and digits, joined by '-' inside a word ('t-shirt',
 * 'baju-baju'), so they are safe in a tsquery. Repeated words count once.
 */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/**
 * One thing the shopper asked for: a word, or a phrase of the synonym list ('jam tangan'). A name
 * matches it when it holds one of its forms. `forms` is known when the word or its stem is in
 * the synonym list; otherwise the vocabulary decides (see resolveConcepts): `candidates` are
 * the word's stems and English plural forms, first known stem first.
 */
export interface Concept {
  typed: string
  forms: Form[] | undefined
  candidates: string[]
  plurals: string[]
}

/** English singular and plural forms the vocabulary may hold ('ring' ↔ 'rings', 'dress' → 'dresses'). */
function pluralsOf(word: string): string[] {
  if (!/^[a-z]+$/.test(word) || word.length < 3) return []
  const out = [`${word}s`, `${word}es`]
  if (word.endsWith('es')) out.push(word.slice(0, -2))
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1))
  return out
}

export function readConcepts(words: readonly string[]): Concept[] {
  const concepts: Concept[] = []
  for (let i = 0; i < words.length;) {
    const phrase = phraseAt(words, i)
    if (phrase > 0) {
      const typed = words.slice(i, i + phrase).join(' ')
      concepts.push({ typed, forms: [...(SYNONYMS.get(typed) ?? [])], candidates: [], plurals: [] })
      i += phrase
      continue
    }
    const typed = words[i] ?? ''
    const candidates = stemCandidates(typed)
    const known = candidates.find((c) => SYNONYMS.has(c))
    concepts.push({
      typed,
      forms: known === undefined ? undefined : [...(SYNONYMS.get(known) ?? [])],
      candidates,
      plurals: pluralsOf(typed),
    })
    i += 1
  }
  return concepts
}

/** What the vocabulary says of the words the synonym list does not know. */
export interface Vocabulary {
  known: ReadonlySet<string>
  /** Per typed word: its completions (typed halfway) or its corrections (mistyped). */
  near: ReadonlyMap<string, string[]>
}

/** A vocabulary term, and its synonyms when it has some. */
const expanded = (term: string): Form[] => [...(SYNONYMS.get(term) ?? [[term]])]

/**
 * Each concept's forms: its synonyms; else the first of its stems the vocabulary holds, with the
 * plural forms it holds; else the completions or corrections of the typed word, each with its
 * synonyms; else the typed word itself (which finds nothing).
 */
export function resolveConcepts(concepts: readonly Concept[], vocabulary: Vocabulary): Form[][] {
  return concepts.map((concept) => {
    if (concept.forms) return concept.forms
    const stem = concept.candidates.find((c) => vocabulary.known.has(c))
    if (stem !== undefined) {
      const terms = new Set([stem, ...concept.plurals.filter((p) => vocabulary.known.has(p))])
      return [...terms].flatMap(expanded)
    }
    const near = vocabulary.near.get(concept.typed) ?? []
    if (near.length > 0) return dedupe(near.flatMap(expanded))
    return [[concept.typed]]
  })
}

function dedupe(forms: Form[]): Form[] {
  const seen = new Set<string>()
  return forms.filter((f) => {
    const key = f.join(' ')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A form as a tsquery of name words (weight A): one word, or a phrase's words side by side. */
const formQuery = (form: Form) => {
  const parts = form.map((w) => `'${w}':A`)
  return parts.length === 1 ? parts.join('') : `(${parts.join(' <-> ')})`
}

/**
 * Per concept, whether each of its forms is the word as typed: the typed word or phrase, its stem
 * or its singular or plural form. Synonyms, completions and corrections are looser matches, ranked
 * after names holding the typed words (docs/search.md).
 */
export function typedForms(concepts: readonly Concept[], resolved: readonly Form[][]): Form[][] {
  return concepts.map((concept, i) => {
    const typed = new Set([concept.typed, ...concept.candidates, ...concept.plurals])
    return (resolved[i] ?? []).filter((form) => typed.has(form.join(' ')))
  })
}

/** One concept's forms as a tsquery: any of them. */
const conceptQuery = (forms: readonly Form[]) => `(${forms.map(formQuery).join(' | ')})`

/** Per concept, a tsquery of its forms; concepts without forms are left out. */
export const conceptQueries = (concepts: readonly Form[][]) =>
  concepts.filter((forms) => forms.length > 0).map(conceptQuery)

/** The typed words side by side, in their order (a phrase); null for a single word. */
export const phraseQuery = (words: readonly string[]) =>
  words.length > 1 ? words.map((w) => `'${w}':A`).join(' <-> ') : null

/** Names holding every concept: (forms of the first) & (forms of the second) … */
export const everyQuery = (concepts: readonly Form[][]) => concepts.map(conceptQuery).join(' & ')

/** Names holding some concept. */
export const someQuery = (concepts: readonly Form[][]) =>
  concepts.flatMap((forms) => forms.map(formQuery)).join(' | ')
