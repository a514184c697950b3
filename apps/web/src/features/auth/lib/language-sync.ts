import type { User } from '@pasar/shared'
import { changeLanguage } from '@/i18n/change-language.ts'
import { currentLanguage, i18n } from '@/i18n/index.ts'
import { chosenLanguage, isLanguage, type Language } from '@/i18n/language.ts'
import { isSignedIn, session } from '@/lib/session.ts'
import { updateProfile } from '../api/update-profile.ts'

/**
 * The signed-in user's language kept on the account, so that mails follow it
 * (docs/decisions/0998-i18n-with-i18next.md, 0999):
 * - when the user changes the language shown, PATCH /me saves it, unless the account has it;
 * - when the session's user arrives (a sign-in, a reload) with a language and this browser has
 *   no choice of its own kept, the interface switches to the account's.
 * It is a preference: a failed save says nothing, and the next change tries again.
 */

function signedInUser(): User | null {
  const current = session.get()
  return isSignedIn(current) ? current.user : null
}

interface Ask {
  userId: number
  language: Language
}

/** The newest language asked of the server, until its answer; requests go one after another. */
let asking: Ask | undefined
let queue: Promise<void> = Promise.resolve()

async function send(ask: Ask) {
  try {
    const user = signedInUser()
    // A newer choice was asked after this one, or the user signed out or changed meanwhile.
    if (asking !== ask || user?.id !== ask.userId) return
    // The API's profile schema wants the name with every change: the stored one, unchanged.
    const { data } = await updateProfile({ name: user.name, language: ask.language })
    if (signedInUser()?.id === data.id) session.setUser(data)
  } catch {
    // Silent: the language shown is kept in this browser anyway.
  } finally {
    if (asking === ask) asking = undefined
  }
}

function saveLanguage(language: string) {
  const user = signedInUser()
  if (!user || !isLanguage(language)) return
  const known = asking?.userId === user.id ? asking.language : user.language
  if (known === language) return
  const ask = { userId: user.id, language }
  asking = ask
  queue = queue.then(() => send(ask))
}

/** The user and language last looked at, so that only an arriving user is followed. */
let seen: string | undefined

function followAccountLanguage() {
  const user = signedInUser()
  const key = user ? `${user.id}:${user.language}` : undefined
  if (key === seen) return
  seen = key
  if (!user?.language || chosenLanguage() !== undefined) return
  if (user.language !== currentLanguage()) void changeLanguage(user.language)
}

let stop: (() => void) | undefined
let starts = 0

/**
 * Starts following the session and the language (once, however many callers); the returned
 * function stops when its last caller does. Mounted with the signed-in header (user-menu.tsx).
 */
export function startLanguageSync(): () => void {
  starts += 1
  if (!stop) {
    seen = undefined
    followAccountLanguage()
    const unsubscribe = session.subscribe(followAccountLanguage)
    i18n.on('languageChanged', saveLanguage)
    stop = () => {
      unsubscribe()
      i18n.off('languageChanged', saveLanguage)
    }
  }
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    starts -= 1
    if (starts === 0) {
      stop?.()
      stop = undefined
    }
  }
}

/** For tests: waits for the saves asked so far. */
export function languageSaves(): Promise<void> {
  return queue
}
