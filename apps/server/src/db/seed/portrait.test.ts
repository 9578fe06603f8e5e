import { describe, expect, it } from 'vitest';
import { makePerson, portraitSvg } from './portrait';

describe('demo portraits', () => {
  it('draw one person from one seed, in photos that differ in scene, pose and framing', () => {
    const traits = { gender: 'female' as const, hair: 'red', eyes: 'green', age: 31 };
    const person = makePerson(7, traits);
    expect(makePerson(7, traits)).toEqual(person);
    const photos = [1, 2, 3, 4].map((seed) => portraitSvg(person, seed));
    // Each photo shows the person's skin, hair and eyes, and the photos are all different.
    for (const photo of photos) {
      for (const colour of [person.skin, person.hairColour, person.iris])
        expect(photo.person).toContain(colour);
    }
    expect(new Set(photos.map((p) => p.person)).size).toBe(4);
    expect(new Set(photos.map((p) => p.background)).size).toBe(4);
    // Another seed is another person.
    expect(makePerson(8, traits)).not.toEqual(person);
  });

  it('follows the profile: grey with the years, bald, and men only with a beard', () => {
    const old = makePerson(3, { gender: 'male', hair: 'black', age: 70 });
    const young = makePerson(3, { gender: 'male', hair: 'black', age: 25 });
    expect(old.hairColour).not.toBe(young.hairColour);
    expect(makePerson(4, { gender: 'male', hair: 'bald' }).hairStyle).toBe('bald');
    for (let seed = 0; seed < 50; seed++) expect(makePerson(seed, { gender: 'female' }).facialHair).toBe(0);
  });
});
