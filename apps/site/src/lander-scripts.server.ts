/**
 * Landers run no script until the visitor interacts (ARCHITECTURE.md, "Landers"): the page is
 * whole in its first HTML, so the app's code (React, the router, i18next) would only make it
 * slower to use. The rendered page is sent with React Router's scripts made inert
 * (`type="amori/deferred"`, module preloads renamed) and one small inline loader, which on the
 * first pointer, key or focus event runs them, in order, and the app hydrates the page as on
 * any other. A button pressed before hydration is pressed again once it is done.
 */

export const DEFERRED_TYPE = 'amori/deferred';
const DEFERRED_PRELOAD = 'amori-modulepreload';

/** The loader, run in the page (kept small: it is the only script a lander ships at first). */
function loader(deferredType: string, deferredPreload: string) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  const root = document.documentElement;
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
  let pressed: HTMLElement | null = null;
  const remember = (event: Event) => {
    const target = event.target as Element | null;
    if (!root.dataset.hydrated) pressed = target?.closest?.('button') ?? pressed;
  };
  const start = () => {
    for (const name of events) document.removeEventListener(name, start, true);
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="${deferredPreload}"]`))
      link.rel = 'modulepreload';
    for (const old of document.querySelectorAll<HTMLScriptElement>(`script[type="${deferredType}"]`)) {
      const script = document.createElement('script');
      for (const { name, value } of old.attributes)
        if (name !== 'type' && name !== 'data-type' && name !== 'nonce') script.setAttribute(name, value);
      if (old.dataset.type) script.type = old.dataset.type;
      script.nonce = nonce;
      script.textContent = old.textContent;
      document.head.append(script);
    }
    new MutationObserver((_, observer) => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      document.removeEventListener('click', remember, true);
      if (pressed?.isConnected) pressed.click();
      pressed = null;
    }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  document.addEventListener('click', remember, true);
  for (const name of events) document.addEventListener(name, start, { capture: true, passive: true });
}

const LOADER_SOURCE = `(${loader.toString()})(${JSON.stringify(DEFERRED_TYPE)},${JSON.stringify(DEFERRED_PRELOAD)})`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A rendered page with its scripts made inert and the loader added at the end of the body. */
export function deferScripts(html: string, nonce?: string): string {
  const inert = html
    .replace(/<script\b([^>]*)>/gi, (_tag, attributes: string) => {
      const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
      if (type === 'application/ld+json' || type === 'application/json') return `<script${attributes}>`;
      const rest = attributes.replace(/\stype="[^"]*"/i, '');
      return `<script type="${DEFERRED_TYPE}"${type ? ` data-type="${escapeAttribute(type)}"` : ''}${rest}>`;
    })
    .replace(/<link\b([^>]*)\brel="modulepreload"/gi, `<link$1rel="${DEFERRED_PRELOAD}"`);
  const script = `<script${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''}>${LOADER_SOURCE}</script>`;
  const end = inert.lastIndexOf('</body>');
  return end === -1 ? inert + script : inert.slice(0, end) + script + inert.slice(end);
}

/** Reads a rendered page's stream whole (landers are small and rendered whole anyway). */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}
