import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/i18n/change-language.ts'
import { currentLanguage, i18n } from '@/i18n/index.ts'
import { keepLanguage } from '@/i18n/language.ts'
import { session } from '@/lib/session.ts'
import { buildUser } from '@/testing/session.ts'
import { updateProfile } from '../api/update-profile.ts'
import { languageSaves, startLanguageSync } from './language-sync.ts'

vi.mock('../api/update-profile.ts', () => ({ updateProfile: vi.fn() }))
const patch = vi.mocked(updateProfile)

const dewi = buildUser()

/** PATCH /me answers with the user as saved. */
function answerSaved() {
  patch.mockImplementation(async (input) => ({
    data: { ...dewi, ...session.get().user, language: input.language ?? null },
  }))
}

let stop: (() => void) | undefined

afterEach(async () => {
  stop?.()
  stop = undefined
  session.clear()
  patch.mockReset()
  await i18n.changeLanguage('en')
})

describe('language sync', () => {
  it("saves the signed-in user's new language on the account, once", async () => {
    answerSaved()
    session.signIn('token', { ...dewi, language: 'en' })
    stop = startLanguageSync()

    await changeLanguage('id')
    await languageSaves()
    expect(patch).toHaveBeenCalledTimes(1)
    expect(patch).toHaveBeenCalledWith({ name: 'Dewi Lestari', language: 'id' })
    expect(session.get().user?.language).toBe('id')

    // The account has it now: choosing it again asks nothing.
    await changeLanguage('id')
    await languageSaves()
    expect(patch).toHaveBeenCalledTimes(1)
  })

  it('asks nothing when signed out, or once stopped', async () => {
    answerSaved()
    stop = startLanguageSync()
    await changeLanguage('id')
    await languageSaves()
    expect(patch).not.toHaveBeenCalled()

    session.signIn('token', dewi)
    stop()
    await changeLanguage('en')
    await languageSaves()
    expect(patch).not.toHaveBeenCalled()
  })

  it('fails silently, and tries again with the next change', async () => {
    patch.mockRejectedValueOnce(new Error('Network down'))
    session.signIn('token', { ...dewi, language: 'en' })
    stop = startLanguageSync()

    await changeLanguage('id')
    await expect(languageSaves()).resolves.toBeUndefined()
    expect(session.get().user?.language).toBe('en')

    answerSaved()
    await changeLanguage('en')
    await changeLanguage('id')
    await languageSaves()
    expect(patch).toHaveBeenLastCalledWith({ name: 'Dewi Lestari', language: 'id' })
    expect(session.get().user?.language).toBe('id')
  })

  it("switches to the account's language at sign-in when this browser kept no choice", async () => {
    answerSaved()
    stop = startLanguageSync()
    session.signIn('token', { ...dewi, language: 'id' })
    await vi.waitFor(() => expect(currentLanguage()).toBe('id'))
    await languageSaves()
    // Following the account is no change to save.
    expect(patch).not.toHaveBeenCalled()
  })

  it("keeps this browser's own choice at sign-in", async () => {
    keepLanguage('en')
    stop = startLanguageSync()
    session.signIn('token', { ...dewi, language: 'id' })
    // A switch would load the Indonesian messages first: give it the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(currentLanguage()).toBe('en')
  })

  it('follows a user already signed in when it starts (a reload)', async () => {
    session.signIn('token', { ...dewi, language: 'id' })
    stop = startLanguageSync()
    await vi.waitFor(() => expect(currentLanguage()).toBe('id'))
  })
})
