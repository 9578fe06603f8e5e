// Inter everywhere (Storybook, apps that always want it): its faces plus the metric-matched
// fallback. The site declares the faces itself, only once the font is cached (see its root).
import './fallback-font.css';
import { interFontFaceCss } from './inter';

if (typeof document !== 'undefined' && !document.querySelector('style[data-font="inter"]')) {
  const style = document.createElement('style');
  style.dataset.font = 'inter';
  style.textContent = interFontFaceCss;
  document.head.append(style);
}
