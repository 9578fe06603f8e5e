// Library build: ESM, one output file per source module (importable alone), CSS extracted
// per component and imported by that component's JS, dependencies left external.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const src = path.join(import.meta.dirname, 'src');

/** Every component folder's index.ts is an entry, plus the root index. */
const entries: Record<string, string> = { index: path.join(src, 'index.ts') };
for (const name of readdirSync(src)) {
  const index = path.join(src, name, 'index.ts');
  if (/^[A-Z]/.test(name) && statSync(path.join(src, name)).isDirectory()) entries[`${name}/index`] = index;
}

/**
 * Vite's library mode extracts CSS but leaves the JS without an import of it. Put the import
 * back, so importing a component brings exactly its own styles (and `sideEffects` keeps them).
 */
function importExtractedCss(): Plugin {
  return {
    name: 'amori:import-extracted-css',
    apply: 'build',
    enforce: 'post',
    // importedCss is complete only once the bundle is generated.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (!css.length) continue;
        const dir = path.posix.dirname(chunk.fileName);
        // On the first line, so the source map's line numbers stay right.
        const imports = css
          .map((file) => {
            const rel = path.posix.relative(dir, file);
            return `import '${rel.startsWith('.') ? rel : `./${rel}`}';`;
          })
          .join(' ');
        chunk.code = `${imports} ${chunk.code}`;
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), importExtractedCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      // Everything that is not our own source stays external: react, react-aria, radix-ui,
      // motion, @vanilla-extract runtimes, and @amori/tokens + @amori/core (published too).
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Not `*.css.js` / `*.css.ts.vanilla.css`: an app's vanilla-extract plugin would try to
        // compile those again (vanilla-extract#1574).
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
        assetFileNames: (asset) => {
          const original = asset.originalFileNames[0] ?? '';
          if (!original.endsWith('.css.ts.vanilla.css')) return '[name][extname]';
          const file = original.replace(/\.css\.ts\.vanilla\.css$/, '.css');
          // Our own styles sit beside their component; the tokens' (theme, atoms) in tokens/.
          return file.startsWith('src/') ? file.slice(4) : `tokens/${path.basename(file)}`;
        },
      },
    },
  },
});
