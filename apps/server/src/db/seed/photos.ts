import { randomBytes } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { storeWebImage, toWebImage, type WebImage } from '../../lib/images';
import type { Rng } from './random';

// Portraits for the demo members: DiceBear's avataaars style (drawn offline, version 9: 10 needs
// Node 22), friendly faces with hair that suits the member, rasterised and made into web files
// exactly as an upload is.
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0c1', 'fde2a7'];
const SKIN = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'];
const HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'c93305', 'd6b370', 'e8e1e1', 'ecdcbf'];
const CLOTHING = [
  'blazerAndShirt',
  'blazerAndSweater',
  'collarAndSweater',
  'hoodie',
  'overall',
  'shirtCrewNeck',
  'shirtScoopNeck',
  'shirtVNeck',
];
const TOPS = {
  female: [
    'bigHair',
    'bob',
    'bun',
    'curly',
    'curvy',
    'frida',
    'fro',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
  ],
  male: [
    'shortFlat',
    'shortRound',
    'shortWaved',
    'shortCurly',
    'sides',
    'theCaesar',
    'theCaesarAndSidePart',
    'dreads01',
    'frizzle',
    'shaggy',
  ],
} as const;

export type PortraitGender = keyof typeof TOPS;

/** One portrait of a gender, drawn and made into web files as an upload would be. */
export async function drawPortrait(r: Rng, gender: PortraitGender): Promise<WebImage> {
  const svg = createAvatar(avataaars, {
    seed: String(r.next()),
    size: 480,
    backgroundColor: [r.pick(BACKGROUNDS)],
    skinColor: [r.pick(SKIN)],
    hairColor: [r.pick(HAIR)],
    facialHairColor: [r.pick(HAIR)],
    top: [r.pick(TOPS[gender])],
    clothing: [r.pick(CLOTHING)],
    facialHairProbability: gender === 'male' ? 35 : 0,
    accessoriesProbability: 15,
    mouth: ['smile', 'default', 'twinkle'],
    eyes: ['default', 'happy', 'wink', 'squint'],
    eyebrows: ['default', 'defaultNatural', 'raisedExcited', 'raisedExcitedNatural'],
  } as Parameters<typeof createAvatar<typeof avataaars>>[1]).toString();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return toWebImage(png, { widths: [480] });
}

export type PortraitPool = Record<PortraitGender, WebImage[]>;

/** A pool of distinct portraits of each gender, drawn in parallel batches. */
export async function drawPortraitPool(size: number, r: Rng, batch = 8): Promise<PortraitPool> {
  const pool: PortraitPool = { female: [], male: [] };
  for (const gender of ['female', 'male'] as const) {
    const count = Math.max(2, Math.ceil(size / 2));
    for (let i = 0; i < count; i += batch) {
      const n = Math.min(batch, count - i);
      pool[gender].push(...(await Promise.all(Array.from({ length: n }, () => drawPortrait(r, gender)))));
    }
  }
  return pool;
}

/** Stores a profile's photo (every size) under a random token; the columns of its row. */
export async function storePhoto(storage: Storage, profileId: number, image: WebImage) {
  const token = randomBytes(16).toString('hex');
  return { token, ...(await storeWebImage(storage, `photos/${profileId}/${token}`, image)) };
}
