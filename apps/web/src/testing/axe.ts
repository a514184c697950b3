import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * No axe-core violation in `root` as jsdom draws it. Colour contrast needs a real layout: the
 * browser tests check it (e2e `expectAccessible`); so do landmarks, which a part alone lacks.
 */
export async function expectAccessible(root: Element = document.body) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  expect(
    result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}
