import type { Plugin } from 'vite';

/** A module id without its query (React Router builds route modules as `file?query`). */
const fileOf = (id: string) => id.split('?')[0] ?? id;

/** Locale files every page loads (BASE_NAMESPACES in src/i18n/namespaces.ts). */
const BASE_LOCALE_FILE = /[\\/]locales[\\/]([a-zA-Z-]+)[\\/](?:common|nav|errors)\.json$/;

/**
 * The library's native form fields and the parts they share: the sign-in, signup and search
 * pages each use some of them, and would otherwise fetch them as four or five tiny files.
 */
const NATIVE_FIELDS =
  /\/packages\/ui\/src\/(TextField|EmailField|PasswordField|NativeSelect|Field\/(NativeField|Field\.css))[./]/;
const isNativeField = (id: string) => NATIVE_FIELDS.test(fileOf(id).replaceAll('\\', '/'));

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    exports: readonly string[];
    code: string | null;
    isEntry: boolean;
  } | null;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const REEXPORT = /export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+['"][^'"]+['"];?/g;

/** A module made only of `export … from` lines (a package's index): it adds no code of its own. */
function isBarrel(code: string): boolean {
  const rest = code.replace(COMMENTS, '').replace(REEXPORT, '').trim();
  return rest === '' && /export\s/.test(code);
}

/** The names a module imports from others: `default`, the named ones, or every name (`*`). */
function importedNames(code: string): Set<string> | '*' {
  const names = new Set<string>();
  for (const [, clause, from] of code.matchAll(/import\s+(?!type\s)([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    // A stylesheet's class names (`* as styles`) are not a barrel's.
    if (/\*\s*as\s/.test(clause ?? '') && !/\.css(\.ts)?$/.test(from ?? '')) return '*';
    const braces = /\{([^}]*)\}/.exec(clause ?? '')?.[1];
    if (braces) {
      for (const part of braces.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
    if (/^\s*[\w$]+/.test(clause ?? '')) names.add('default');
  }
  return names;
}

/**
 * What `starts` bring into a page: every module they import statically, through a barrel only to
 * the modules that export a name asked for (the bundler drops the rest of a side-effect-free
 * package), so a shell that imports one thing from `@amori/screens` does not claim every screen.
 */
function staticClosure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const asked = new Map<string, Set<string> | '*'>();
  const stack: Array<[string, Set<string> | '*']> = starts.map((id) => [id, '*']);
  while (stack.length) {
    const [id, names] = stack.pop()!;
    const before = asked.get(id);
    if (before === '*') continue;
    if (before && names !== '*' && [...names].every((n) => before.has(n))) continue;
    const merged = names === '*' ? '*' : new Set([...(before ?? []), ...names]);
    asked.set(id, merged);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const code = info.code ?? '';
    if (merged !== '*' && isBarrel(code)) {
      // Renamed re-exports (`default as Field`): ask the source for the original name too.
      const wanted = new Set(merged);
      for (const [, from, to] of code.matchAll(/([\w$]+)\s+as\s+([\w$]+)/g))
        if (wanted.has(to!)) wanted.add(from!);
      for (const child of info.importedIds) {
        const exported = graph.getModuleInfo(child)?.exports ?? [];
        const hit = exported.filter((n) => wanted.has(n));
        if (hit.length) stack.push([child, new Set(hit)]);
      }
      continue;
    }
    const mine = importedNames(code);
    for (const child of info.importedIds) {
      const childCode = graph.getModuleInfo(child)?.code ?? '';
      stack.push([child, mine !== '*' && isBarrel(childCode) ? mine : '*']);
    }
  }
  return new Set(asked.keys());
}

/**
 * Fewer, larger script files for the first page. Left to itself the bundler cuts the modules the
 * app shell shares with some routes into one chunk per sharing pattern: dozens of small files on
 * every page, each a request on a slow phone line (HTTP/1.1 opens six at a time), and small files
 * compress worse. This puts what every page of the default layout runs into three chunks:
 * the libraries the shell needs (React, React Router, i18next, SWR), the site's own shell code,
 * and the default layout's code; and a language's base namespaces into one chunk.
 * What the lander routes and layouts import themselves stays out of the layout chunk: a lander
 * loads no script before the visitor interacts, and then not the default layout's code for it.
 */
export function shellChunks(): Plugin {
  const shell = new Set<string>();
  const layout = new Set<string>();
  const entries = new Set<string>();
  const grouped = (set: Set<string>) => (id: string) => set.has(id) && !entries.has(id);
  return {
    name: 'amori:shell-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const graph: ModuleGraph = {
        getModuleIds: () => this.getModuleIds(),
        getModuleInfo: (id) => this.getModuleInfo(id),
      };
      const ids = [...graph.getModuleIds()];
      const find = (suffix: string) => ids.filter((id) => fileOf(id).endsWith(suffix));
      for (const id of ids) if (graph.getModuleInfo(id)?.isEntry) entries.add(id);
      const shellModules = staticClosure(graph, [...find('/src/entry.client.tsx'), ...find('/src/root.tsx')]);
      const landerModules = staticClosure(graph, [
        ...find('/src/layouts/lander.tsx'),
        ...find('/src/layouts/empty.tsx'),
        ...find('/src/routes/lander.tsx'),
      ]);
      shellModules.forEach((id) => shell.add(id));
      for (const id of staticClosure(graph, find('/src/layouts/default.tsx'))) {
        if (!shell.has(id) && !landerModules.has(id)) layout.add(id);
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => grouped(shell)(id) && /[\\/]node_modules[\\/]/.test(id),
              priority: 3,
            },
            { name: 'shell', test: grouped(shell), priority: 2 },
            { name: 'layout-default', test: grouped(layout), priority: 1 },
            { name: 'fields', test: isNativeField, priority: 1 },
            {
              name: (id) => {
                const locale = BASE_LOCALE_FILE.exec(fileOf(id))?.[1];
                return locale ? `i18n-${locale}` : null;
              },
              test: BASE_LOCALE_FILE,
              priority: 1,
            },
          ],
        },
      };
    },
  };
}
