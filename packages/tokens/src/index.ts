export * from './values';
export { contrastRatio, luminance } from './contrast';
export { maxWidth, minWidth, reducedMotion, responsive } from './media';
export { vars } from './vars.css';
import './global.css';
