import type { Plugin } from 'vite';

/** An `@import` of a stylesheet on another site (Puck's: `https://rsms.me/inter/inter.css`). */
const EXTERNAL_IMPORT = /@import\s+(?:url\(\s*)?["']?https?:\/\/[^"')\s]+["']?\s*\)?[^;]*;/g;

/** Puck's code without the `@import`s of stylesheets on other sites. */
export function withoutExternalImports(code: string): string {
  return code.replace(EXTERNAL_IMPORT, '');
}

/**
 * Puck (0.22 and later) injects its editor styles at run time, and they start with an `@import`
 * of the Inter font from rsms.me: the site's CSP allows fonts and stylesheets from itself only,
 * so that is a CSP violation on /admin/landers, and a request to another site. This takes the
 * import out of Puck's code as it is bundled (the editor falls back to the system font, as
 * Puck's own `no-external.css` does); Puck's styles stay.
 */
export function puckNoExternalFont(): Plugin {
  return {
    name: 'amori:puck-no-external-font',
    transform(code, id) {
      if (!id.includes('@puckeditor') || !code.includes('@import')) return null;
      const stripped = withoutExternalImports(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
