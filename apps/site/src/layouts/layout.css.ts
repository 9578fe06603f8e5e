import { style } from '@vanilla-extract/css';

/** A full-height column: the footer stays at the bottom of short pages. */
export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });
export const main = style({ flex: '1 0 auto', outline: 'none' });
/**
 * The chat layout is exactly the viewport's height, the entry warning included, so the
 * conversation (its messages scroll inside it) keeps its composer on screen under the warning.
 */
export const chatShell = style({ display: 'flex', flexDirection: 'column', height: '100dvh' });
export const chatMain = style({ flex: '1 1 0', minHeight: 0, outline: 'none' });
