import { describe, expect, it } from 'vitest'

/** Every component's source, by path. */
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('forms whose rules load on their first check', () => {
  it('start loading them when the form is first focused', () => {
    // docs/decisions/0985: a form that lost its `onFocus` would make the visitor's first check
    // wait for the rules' download.
    const forms = Object.entries(sources).filter(([, source]) => source.includes('lazyResolver('))
    expect(forms.length).toBeGreaterThan(10)
    const without = forms
      // A FormDialog or a CheckedForm puts its `loadAhead` on its own form.
      .filter(
        ([, source]) =>
          !/<form[^>]*\sonFocus=\{\w+\.loadAhead\}/.test(source) &&
          !(
            /<(FormDialog|CheckedForm)\b/.test(source) &&
            /\sloadAhead=\{\w+\.loadAhead\}/.test(source)
          ),
      )
      .map(([file]) => file)
    expect(without).toEqual([])
  })
})
