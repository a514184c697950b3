import path from 'node:path'
import { ESLint, type Linter } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint rules that keep the tree's dependencies one way (docs/architecture.md): no cycle
// between the API's module folders, and nothing shared in the web app importing a feature. Each
// case is linted as if it were a file of the tree, against the modules as they are on disk.
const root = path.resolve(import.meta.dirname, '../../../..')
const { boundaries } = (await import(path.join(root, 'eslint.boundaries.js'))) as {
  boundaries: Linter.Config[]
}
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: boundaries })

async function problemsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }))
}

describe('the lint boundaries', () => {
  it('refuses an import that closes a cycle between API module folders', async () => {
    // checkout → orders → fulfilment → refunds: refunds importing checkout closes the loop.
    const problems = await problemsOf(
      'apps/api/src/modules/refunds/cycle-example.ts',
      "import { checkoutRoutes } from '../checkout/index.ts'\nexport const routes = checkoutRoutes\n",
    )
    expect(problems).toContainEqual({
      ruleId: 'pasar/no-module-cycle',
      message: expect.stringContaining('modules/refunds imports modules/checkout'),
    })
  })

  it('lets a module import one its dependencies run towards', async () => {
    const problems = await problemsOf(
      'apps/api/src/modules/checkout/one-way-example.ts',
      "import { providerOrderIdFor } from '../orders/index.ts'\nexport const id = providerOrderIdFor\n",
    )
    expect(problems).toEqual([])
  })

  it('refuses a shared web component importing a feature', async () => {
    const problems = await problemsOf(
      'apps/web/src/components/feature-example.tsx',
      "import { PlaceFields } from '../features/addresses/place-fields/place-fields'\nexport const Fields = PlaceFields\n",
    )
    expect(problems.map(({ ruleId }) => ruleId)).toContain('import-x/no-restricted-paths')
  })
})
