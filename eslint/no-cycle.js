// No import circles: a file may not import a file that imports it back, however long the way
// round. Type-only imports count (`import type`, `import { type X }`, `typeof import()`): a circle
// of types is still a circle for a reader. Dynamic `import()` counts too.
//
// Why not import-x/no-cycle: it skips every type-only import, with no option to count them, so
// it misses exactly the circles that close through a type.
//
// How: the imports of a file are read with TypeScript's pre-processor (a scanner, no full parse:
// it sees every import form and skips comments and strings) and resolved as tsc and Vite resolve
// them here. The other files are read from disk and kept per modification time, so a long-lived
// ESLint (an editor) sees edits; the linted file is read from its current text.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// As tsconfig.base.json resolves (Bundler), plus allowJs for the scripts' .mjs files. Without
// rootDirs on purpose: a route's `./+types/...` are React Router's generated files, which import
// the route back and are no code of ours.
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  allowJs: true,
  noEmit: true,
};
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const GENERATED_OR_EXTERNAL = /[\\/](node_modules|\.react-router)[\\/]/;

/** The linted file's real path, as TypeScript resolves (a workspace package through its link). */
function realPath(file) {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file); // linted text with no file on disk yet
  }
}

// A package name resolves the same until packages are installed, and resolving one is most of
// the work, so those are kept; a relative path is resolved each time a file is read, so a file
// added while an editor runs is found.
const packageResolutions = ts.createModuleResolutionCache(process.cwd(), (f) => f, compilerOptions);
const isRelative = (specifier) => specifier.startsWith('.') || path.isAbsolute(specifier);

/** The files that `text` (the file `file`) imports, each with where its specifier stands. */
function importsOf(file, text) {
  const found = [];
  for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
    const cache = isRelative(ref.fileName) ? undefined : packageResolutions;
    const { resolvedModule } = ts.resolveModuleName(ref.fileName, file, compilerOptions, ts.sys, cache);
    const target = resolvedModule?.resolvedFileName;
    if (!target || !SOURCE.test(target) || GENERATED_OR_EXTERNAL.test(target)) continue;
    found.push({ target: path.resolve(target), pos: ref.pos, end: ref.end });
  }
  return found;
}

/** @type {Map<string, { mtimeMs: number, deps: string[] }>} */
const onDisk = new Map();
const keep = (file, mtimeMs, imports) =>
  onDisk.set(file, { mtimeMs, deps: [...new Set(imports.map((i) => i.target))] }).get(file).deps;

/** The files a file on disk imports (none when it cannot be read). */
function depsOnDisk(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const kept = onDisk.get(file);
  if (kept && kept.mtimeMs === mtimeMs) return kept.deps;
  return keep(file, mtimeMs, importsOf(file, fs.readFileSync(file, 'utf8')));
}

/** The imports of the linted file, from its text; kept as its disk's when that says the same. */
function importsOfLinted(file, text) {
  const imports = importsOf(file, text);
  try {
    const { mtimeMs } = fs.statSync(file);
    if (onDisk.get(file)?.mtimeMs !== mtimeMs && fs.readFileSync(file, 'utf8') === text) {
      keep(file, mtimeMs, imports);
    }
  } catch {
    // no file on disk (yet): nothing to keep
  }
  return imports;
}

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only and dynamic imports included.' },
    schema: [],
    messages: {
      circle:
        'Import circle: {{route}}. Move what both sides need into a file of its own that imports neither.',
    },
  },
  create(context) {
    if (!path.isAbsolute(context.physicalFilename)) return {}; // code linted without a file
    const file = realPath(context.physicalFilename);
    const { sourceCode } = context;
    const name = (f) => path.relative(path.dirname(file), f);
    return {
      Program() {
        // Files known not to lead back to this one, so each is walked once per linted file.
        const dead = new Set();
        /** The way from `from` back to this file, or null; `seen` collects the files walked. */
        const wayBack = (from, seen) => {
          if (from === file) return [from];
          if (dead.has(from) || seen.has(from)) return null;
          seen.add(from);
          for (const next of depsOnDisk(from)) {
            const way = wayBack(next, seen);
            if (way) return [from, ...way];
          }
          return null;
        };
        for (const { target, pos, end } of importsOfLinted(file, sourceCode.text)) {
          const seen = new Set();
          const way = wayBack(target, seen);
          // Only a walk that found no way back proves its files dead: in a walk that found one, a
          // file may have been cut short by a file still on the way.
          if (!way) {
            for (const f of seen) dead.add(f);
            continue;
          }
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'circle',
            data: { route: [file, ...way].map(name).join(' → ') },
          });
        }
      },
    };
  },
};

export const cyclesPlugin = { rules: { 'no-cycle': noCycle } };
