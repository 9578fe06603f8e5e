import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import type { Rng } from './random';

const PALETTES = [
  ['#efa43b', '#e12012'],
  ['#169613', '#0b4f6c'],
  ['#7b2ff7', '#f107a3'],
  ['#00c9ff', '#92fe9d'],
  ['#fc466b', '#3f5efb'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#834d9b', '#d04ed6'],
] as const;

/** A portrait drawn as SVG: a gradient background, light shapes and a silhouette. */
function portraitSvg(r: Rng): string {
  const [a, b] = r.pick(PALETTES);
  const angle = r.int(0, 359);
  const hue = r.int(0, 359);
  const skin = r.int(20, 40);
  const hair = r.int(0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#g)"/>
<circle cx="${r.int(60, 340)}" cy="${r.int(40, 200)}" r="${r.int(30, 90)}" fill="#fff" opacity="0.15"/>
<circle cx="${r.int(60, 340)}" cy="${r.int(300, 460)}" r="${r.int(20, 60)}" fill="#fff" opacity="0.1"/>
<ellipse cx="200" cy="190" rx="${r.int(86, 100)}" ry="${r.int(96, 120)}" fill="hsl(${hair},${r.int(20, 60)}%,${r.int(10, 45)}%)"/>
<circle cx="200" cy="205" r="75" fill="hsl(${skin},${r.int(35, 55)}%,${r.int(45, 80)}%)"/>
<path d="M70 500 C70 360 130 300 200 300 C270 300 330 360 330 500 Z" fill="hsl(${hue},${r.int(25, 60)}%,${r.int(25, 55)}%)"/>
</svg>`;
}

export interface PhotoFiles {
  full: Buffer;
  thumb: Buffer;
  match: Buffer;
}

/** Draws one portrait: full size, thumbnail and the square crop of the match modal. */
export async function drawPortrait(r: Rng): Promise<PhotoFiles> {
  const raster = await sharp(Buffer.from(portraitSvg(r)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const from = () => sharp(raster.data, { raw: raster.info });
  const [full, thumb, match] = await Promise.all([
    from().webp({ quality: 70 }).toBuffer(),
    from().resize(120, 150).webp({ quality: 65 }).toBuffer(),
    from().resize(200, 200, { fit: 'cover', position: 'top' }).webp({ quality: 65 }).toBuffer(),
  ]);
  return { full, thumb, match };
}

/** A pool of distinct portraits, drawn in parallel batches. */
export async function drawPortraitPool(size: number, r: Rng, batch = 8): Promise<PhotoFiles[]> {
  const pool: PhotoFiles[] = [];
  for (let i = 0; i < size; i += batch) {
    const count = Math.min(batch, size - i);
    pool.push(...(await Promise.all(Array.from({ length: count }, () => drawPortrait(r)))));
  }
  return pool;
}

export interface PhotoKeys {
  filename: string;
  thumbFilename: string;
  matchFilename: string;
}

/** Stores a profile's photo (the three sizes) and returns the storage keys. */
export async function storePhoto(
  storage: Storage,
  profileId: number,
  index: number,
  files: PhotoFiles,
): Promise<PhotoKeys> {
  const dir = `profiles/${profileId}`;
  const keys = {
    filename: `${dir}/${index}.webp`,
    thumbFilename: `${dir}/${index}-thumb.webp`,
    matchFilename: `${dir}/${index}-match.webp`,
  };
  await Promise.all([
    storage.put(keys.filename, files.full),
    storage.put(keys.thumbFilename, files.thumb),
    storage.put(keys.matchFilename, files.match),
  ]);
  return keys;
}
