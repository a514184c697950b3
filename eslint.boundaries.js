// Import boundaries that `npm run lint` enforces (docs/decisions/0760-lint-enforced-boundaries.md):
// no import cycles; a web feature reaches another feature only through its index.ts, and shared
// web code (components, lib, i18n) never imports a feature; an API module never imports another
// module's repository.
import { readdirSync } from 'node:fs'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const features = folders('./apps/web/src/features/')
const modules = folders('./apps/api/src/modules/')

const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./apps/web/src/features/${feature}`,
      from: `./apps/web/src/features/${other}`,
      except: ['./index.ts'],
      message: `Import features/${other} through features/${other}/index.ts.`,
    })),
)

// Shared web code flows one way, into features: components, lib and i18n never import them.
const sharedZones = ['components', 'lib', 'i18n'].map((shared) => ({
  target: `./apps/web/src/${shared}`,
  from: './apps/web/src/features',
  message: `apps/web/src/${shared} is shared: move what it needs from a feature into components/ or lib/.`,
}))

const repositoryZones = modules.flatMap((module) =>
  modules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./apps/api/src/modules/${module}`,
      from: [
        `./apps/api/src/modules/${other}/repository*`,
        `./apps/api/src/modules/${other}/*-repository*`,
      ],
      message: `Only modules/${other} reads its repository; call its service instead.`,
    })),
)

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...featureZones, ...sharedZones, ...repositoryZones],
        },
      ],
    },
  },
]
