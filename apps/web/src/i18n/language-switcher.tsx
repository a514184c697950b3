import { Languages } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { useCommonT } from './common/index.ts'
import { changeLanguage } from './change-language.ts'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './language.ts'

/** The header's switch: one tap shows the other language (docs/architecture.md#languages). */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, language } = useCommonT()
  const other: Language = language === 'id' ? 'en' : 'id'
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={className}
      aria-label={t('languageSwitch', {
        current: LANGUAGE_NAMES[language],
        other: LANGUAGE_NAMES[other],
      })}
      onClick={() => void changeLanguage(other)}
    >
      <Languages aria-hidden="true" />
      <span className="font-semibold">{language.toUpperCase()}</span>
    </Button>
  )
}

/** The profile's choice of language, a labelled select. */
export function LanguageSelect({ id = 'language' }: { id?: string }) {
  const { t, language } = useCommonT()
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        className="border-input bg-background h-9 rounded-md border px-3 text-sm"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  )
}
