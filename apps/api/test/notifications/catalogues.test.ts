import fs from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { MAIL_CATALOGUES } from '../../src/modules/notifications/templates/mail-text.ts'

// The mail catalogues (docs/decisions/0999-user-language-and-mails.md): every language says
// everything, with the same placeholders, and nothing is in them that no mail says.

const templates = path.resolve(import.meta.dirname, '../../src/modules/notifications/templates')
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const entries = (language: (typeof LANGUAGES)[number]) =>
  Object.entries(MAIL_CATALOGUES[language] as Record<string, string>)

describe('mail catalogues', () => {
  it('has one catalogue per language, read from en.json and id.json', () => {
    expect(Object.keys(MAIL_CATALOGUES).sort()).toEqual([...LANGUAGES].sort())
    for (const language of LANGUAGES) {
      const file = JSON.parse(fs.readFileSync(path.join(templates, `${language}.json`), 'utf8'))
      expect(MAIL_CATALOGUES[language]).toEqual(file)
    }
  })

  it('has the same keys in English and Indonesian', () => {
    const english = Object.keys(MAIL_CATALOGUES.en).sort()
    for (const language of LANGUAGES) {
      expect(Object.keys(MAIL_CATALOGUES[language]).sort(), language).toEqual(english)
    }
  })

  it('gives every key a text with the same placeholders in each language', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of entries(language)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('')
        const english = (MAIL_CATALOGUES.en as Record<string, string>)[key] ?? ''
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english))
      }
    }
  })

  it('holds only keys a template uses', () => {
    const source = fs
      .readdirSync(templates)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => fs.readFileSync(path.join(templates, name), 'utf8'))
      .join('\n')
    const unused = Object.keys(MAIL_CATALOGUES.en).filter((key) => !source.includes(`'${key}'`))
    expect(unused).toEqual([])
  })
})
