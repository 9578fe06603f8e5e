// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

// The first lint loads ESLint and typescript-eslint: seconds on a loaded 2-core machine while the
// browser tests run beside it.
describe('import boundaries (ARCHITECTURE.md)', { timeout: 30_000 }, () => {
  it('fails a screen that imports from apps/site', async () => {
    const appsRule = expect.arrayContaining([expect.stringContaining('Nothing imports apps')]);
    expect(
      await boundaryErrors(
        'packages/screens/src/Bad.tsx',
        "import { x } from '@amori/site';\nexport { x };\n",
      ),
    ).toEqual(appsRule);
    expect(
      await boundaryErrors(
        'packages/screens/src/Bad.tsx',
        "import { x } from '../../../apps/site/src/data/hooks';\nexport { x };\n",
      ),
    ).toEqual(appsRule);
  });

  it('fails ui importing screens', async () => {
    expect(
      await boundaryErrors('packages/ui/src/Bad.tsx', "import { x } from '@amori/screens';\nexport { x };\n"),
    ).toHaveLength(1);
  });

  it('fails core importing the server or any workspace package', async () => {
    expect(
      await boundaryErrors('packages/core/src/bad.ts', "import { x } from '@amori/server';\nexport { x };\n"),
    ).not.toHaveLength(0);
    expect(
      await boundaryErrors('packages/core/src/bad.ts', "import { x } from '@amori/ui';\nexport { x };\n"),
    ).toHaveLength(1);
  });

  it('fails screens and ui that fetch or use the router', async () => {
    expect(
      await boundaryErrors('packages/screens/src/Bad.tsx', 'export const load = () => fetch("/api/x");\n'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'packages/ui/src/Bad.tsx',
        "import { Link } from 'react-router';\nexport { Link };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'packages/ui/src/Bad.tsx',
        "import i18next from 'i18next';\nexport { i18next };\n",
      ),
    ).toHaveLength(1);
  });

  it('allows the arrows of the architecture', async () => {
    expect(
      await boundaryErrors(
        'packages/screens/src/Good.tsx',
        "import { Button } from '@amori/ui';\nimport { vars } from '@amori/tokens';\nimport { LOCALES } from '@amori/core';\nimport { getSettings } from '@amori/contract';\nexport { Button, vars, LOCALES, getSettings };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/site/src/good.ts',
        "import { IndexScreen } from '@amori/screens';\nexport { IndexScreen };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/server/src/good.ts',
        "import { getSettings } from '@amori/contract';\nexport { getSettings };\n",
      ),
    ).toEqual([]);
  });

  it("fails lib/ and the seed importing a feature module, and a module importing another module's repository", async () => {
    const featureRule = expect.arrayContaining([expect.stringContaining('import no feature module')]);
    expect(
      await boundaryErrors(
        'apps/server/src/lib/bad.ts',
        "import { login } from '../modules/user/user.service';\nexport { login };\n",
      ),
    ).toEqual(featureRule);
    expect(
      await boundaryErrors(
        'apps/server/src/db/seed/bad.ts',
        "import { toUser } from '../../modules/user/user.service';\nexport { toUser };\n",
      ),
    ).toEqual(featureRule);
    const repositoryRule = expect.arrayContaining([expect.stringContaining("another module's repository")]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/likes/bad.ts',
        "import { findCards } from '../members/members.repository';\nexport { findCards };\n",
      ),
    ).toEqual(repositoryRule);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/likes/bad.ts',
        "import { findCards } from '../../modules/members/members.repository';\nexport { findCards };\n",
      ),
    ).toEqual(repositoryRule);
  });

  it("allows a module its own repository and another module's service, and lib/ the database", async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/likes/good.ts',
        "import * as repo from './likes.repository';\nimport { cardsById } from '../members/members.service';\nexport { repo, cardsById };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/server/src/lib/good.ts',
        "import type { Database } from '../db/client';\nexport type { Database };\n",
      ),
    ).toEqual([]);
  });
});
