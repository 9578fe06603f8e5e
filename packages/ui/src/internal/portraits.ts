// Story data only: placeholder portraits drawn as SVG data URIs (no network, no real people).

const palettes = [
  ['#f3d9c4', '#8a4f00', '#5b3a29'],
  ['#d8e6f3', '#1d5fbf', '#2b2b2b'],
  ['#e6f3d8', '#0f6b0d', '#7a4b1e'],
  ['#f3d8e6', '#a0245f', '#3b2a1a'],
  ['#efe4ff', '#5b3fb3', '#c28b4a'],
  ['#fff1cc', '#b36b00', '#1f1400'],
] as const;

/** A simple head-and-shoulders portrait, different for each seed. */
export function portrait(seed = 0, { width = 400, height = 500 } = {}): string {
  const [bg, shirt, hair] = palettes[Math.abs(seed) % palettes.length]!;
  const cx = width / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${bg}"/>
<path d="M${cx - width * 0.42} ${height} C${cx - width * 0.4} ${height * 0.7} ${cx + width * 0.4} ${height * 0.7} ${cx + width * 0.42} ${height} Z" fill="${shirt}"/>
<rect x="${cx - width * 0.07}" y="${height * 0.52}" width="${width * 0.14}" height="${height * 0.14}" fill="#e0b48f"/>
<ellipse cx="${cx}" cy="${height * 0.42}" rx="${width * 0.17}" ry="${height * 0.17}" fill="#eac3a0"/>
<path d="M${cx - width * 0.19} ${height * 0.42} C${cx - width * 0.2} ${height * 0.18} ${cx + width * 0.2} ${height * 0.18} ${cx + width * 0.19} ${height * 0.42} C${cx + width * 0.1} ${height * 0.3} ${cx - width * 0.1} ${height * 0.3} ${cx - width * 0.19} ${height * 0.42} Z" fill="${hair}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A landscape or object photo for chat and gallery stories. */
export function scenery(seed = 0, { width = 600, height = 400 } = {}): string {
  const [bg, a, b] = palettes[Math.abs(seed) % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${bg}"/>
<circle cx="${width * 0.75}" cy="${height * 0.25}" r="${height * 0.12}" fill="${b}"/>
<path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.6} ${height * 0.75} L${width * 0.75} ${height * 0.6} L${width} ${height} Z" fill="${a}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
