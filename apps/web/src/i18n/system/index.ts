import type { SystemText } from '@pasar/shared'
import { useCallback } from 'react'
import { catalog } from '../index.ts'
import en from './en.json'
import id from './id.json'

// Texts the system writes, kept by the API as codes with their values (docs/decisions/1011):
// cancel reasons, the local shipping twin's tracking notes, audit labels. One catalogue for every
// screen that shows them; its keys are the codes.
const { t, useT } = catalog('system', en, id)

type Code = keyof typeof en
const isKnown = (code: string): code is Code => Object.hasOwn(en, code)

/**
 * The text in the language on screen: a known code with its values, else `written` (a person's
 * words, an old row's English, or a code this build does not know) as it is.
 */
export function systemTextIn(
  translate: (key: Code, values?: Record<string, unknown>) => string,
  code: SystemText | null | undefined,
  written: string,
): string {
  if (!code || !isKnown(code.code)) return written
  return translate(code.code, code.values)
}

/** `systemTextIn` outside React, in the language now shown. */
export const systemTextNow = (code: SystemText | null | undefined, written: string) =>
  systemTextIn(t, code, written)

/** In a component: renders again when the language changes. */
export function useSystemText() {
  const { t: translate } = useT()
  return useCallback(
    (code: SystemText | null | undefined, written: string) =>
      systemTextIn(translate, code, written),
    [translate],
  )
}
