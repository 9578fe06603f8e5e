import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { storeWebImage, toWebImage, type WebImage } from '../../lib/images';
import { makePerson, portraitSvg, type Person, type PersonTraits } from './portrait';

export type { PortraitGender } from './portrait';

/**
 * One photo of a person, drawn (portrait.ts) and made into web files exactly as an upload is: the
 * scene is drawn small and enlarged, which blurs it as a camera's depth of field would, and the
 * person is laid over it.
 */
export async function drawPhoto(person: Person, photoSeed: number): Promise<WebImage> {
  const layers = portraitSvg(person, photoSeed);
  const [background, figure] = await Promise.all([
    sharp(Buffer.from(layers.background)).resize(480, 480, { kernel: 'cubic' }).blur(3).png().toBuffer(),
    sharp(Buffer.from(layers.person)).png().toBuffer(),
  ]);
  const png = await sharp(background)
    .composite([{ input: figure }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  return toWebImage(png, { widths: [480] });
}

/** The photos of one member: one person (from `seed` and the profile's traits), `count` photos. */
export async function drawMemberPhotos(
  seed: number,
  traits: PersonTraits,
  count: number,
): Promise<WebImage[]> {
  const person = makePerson(seed, traits);
  return Promise.all(Array.from({ length: count }, (_, k) => drawPhoto(person, seed * 31 + k * 7919 + 1)));
}

/** Stores a profile's photo (every size) under a random token; the columns of its row. */
export async function storePhoto(storage: Storage, profileId: number, image: WebImage) {
  const token = randomBytes(16).toString('hex');
  return { token, ...(await storeWebImage(storage, `photos/${profileId}/${token}`, image)) };
}
