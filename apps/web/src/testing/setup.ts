import { afterEach, vi } from 'vitest'
import { cleanup } from '@testing-library/react'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// epic-stack: a console.error during a web test fails it.
const original = console.error
console.error = (...args: unknown[]) => {
  original(...args)
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
}
vi.stubGlobal('scrollTo', () => {})
