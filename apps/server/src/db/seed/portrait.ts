import { rng, type Rng } from './random';

/**
 * Portraits of the demo members, drawn as SVG without any image from elsewhere: a person (face,
 * skin, hair, eyes, clothes) made from one seed, and photos of them that vary what a photo does
 * (pose, expression, background, framing), so that a member's photos show one person.
 */

export type PortraitGender = 'female' | 'male';

/** What the profile says of the person, so that the photos agree with it. */
export interface PersonTraits {
  gender: PortraitGender;
  /** A profile's hair colour: blond, brown, black, red, grey, bald or dyed. */
  hair?: string | null;
  /** A profile's eye colour: blue, brown, green, grey or hazel. */
  eyes?: string | null;
  age?: number;
}

export interface Person {
  gender: PortraitGender;
  skin: string;
  /** Half the face's width, and its height. */
  faceWidth: number;
  faceHeight: number;
  /** How square the jaw is (0.55 narrow to 0.8 square). */
  jaw: number;
  eyeGap: number;
  eyeSize: number;
  iris: string;
  hairColour: string;
  hairStyle: string;
  /** 0 none, 1 stubble, 2 beard. */
  facialHair: number;
  lips: string;
  noseWidth: number;
  clothing: string;
  clothes: string;
  glasses: boolean;
  earrings: boolean;
  age: number;
}

// Skin tones from light to deep, as photographed.
const SKIN = [
  '#f6d7c3',
  '#efc4a4',
  '#e8b48f',
  '#d9a07a',
  '#c68863',
  '#a96c48',
  '#8a5535',
  '#6b3f27',
  '#4f2e1d',
];
const IRIS: Record<string, string[]> = {
  blue: ['#5a86b0', '#6f9cc4', '#4c7396'],
  brown: ['#5b3a21', '#6d4527', '#4a2e1a'],
  green: ['#5f7d4a', '#6c8a55', '#4e6b3e'],
  grey: ['#7d8891', '#8a949c', '#6d7780'],
  hazel: ['#7b5a32', '#8a6a3a', '#6e5230'],
};
const HAIR: Record<string, string[]> = {
  blond: ['#d8b878', '#c9a25f', '#e2c690', '#b88f52'],
  brown: ['#5a3a24', '#6e4a2e', '#4a2f1e', '#7f5836'],
  black: ['#1e1714', '#2a201b', '#15110f'],
  red: ['#9c4a24', '#b5592c', '#8a3d1e'],
  grey: ['#9c9893', '#b5b1ab', '#85817c'],
  dyed: ['#8d4a8f', '#3f6fa3', '#c4677e', '#e4dccb'],
};
const CLOTHES = [
  '#2f3e55',
  '#7a2f3a',
  '#e9e4da',
  '#3c5a47',
  '#1f1f24',
  '#8a6d4b',
  '#4f6d8f',
  '#c96f4a',
  '#6b5b7b',
];
const STYLES: Record<PortraitGender, string[]> = {
  female: ['long', 'long', 'wavy', 'wavy', 'bob', 'bun', 'ponytail', 'curly'],
  male: ['short', 'short', 'sidePart', 'sidePart', 'curlyShort', 'buzz', 'longish'],
};

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const hex = (n: number) => clamp(Math.round(n), 0, 255).toString(16).padStart(2, '0');
/** A colour mixed toward another (0 keeps it, 1 gives the other). */
function mix(a: string, b: string, t: number): string {
  const p = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2].map((i) => hex(p(a, i) + (p(b, i) - p(a, i)) * t)).join('')}`;
}
const range = (r: Rng, lo: number, hi: number) => lo + r.next() * (hi - lo);

/** A person, the same for the same seed and traits. */
export function makePerson(seed: number, traits: PersonTraits): Person {
  const r = rng(seed);
  const { gender } = traits;
  const age = traits.age ?? 30;
  const hairKind = traits.hair && HAIR[traits.hair] ? traits.hair : traits.hair === 'bald' ? 'bald' : 'brown';
  // Grey comes with the years whatever the profile says of the colour.
  const greying = clamp((age - 45) / 30, 0, 0.7);
  const baseHair = hairKind === 'bald' ? r.pick(HAIR.brown!) : r.pick(HAIR[hairKind]!);
  let hairStyle = r.pick(STYLES[gender]);
  if (hairKind === 'bald') hairStyle = gender === 'male' ? 'bald' : 'bob';
  return {
    gender,
    skin: SKIN[clamp(Math.floor(r.next() ** 1.4 * SKIN.length), 0, SKIN.length - 1)]!,
    faceWidth: gender === 'female' ? range(r, 56, 63) : range(r, 60, 68),
    faceHeight: gender === 'female' ? range(r, 150, 162) : range(r, 158, 172),
    jaw: gender === 'female' ? range(r, 0.55, 0.66) : range(r, 0.64, 0.8),
    eyeGap: range(r, 21, 25),
    eyeSize: gender === 'female' ? range(r, 1, 1.12) : range(r, 0.92, 1.04),
    iris: r.pick(IRIS[traits.eyes ?? ''] ?? IRIS.brown!),
    hairColour: mix(baseHair, '#c8c6c2', greying),
    hairStyle,
    facialHair: gender === 'male' ? (r.chance(0.35) ? 1 : r.chance(0.3) ? 2 : 0) : 0,
    lips: gender === 'female' ? r.pick(['#b8565a', '#a94f54', '#c4706d', '#9e4a4f']) : '',
    noseWidth: range(r, 0.85, 1.15),
    clothing: r.pick(['crew', 'vneck', 'collar', 'sweater']),
    clothes: r.pick(CLOTHES),
    glasses: r.chance(0.12 + clamp((age - 40) / 100, 0, 0.3)),
    earrings: gender === 'female' && r.chance(0.4),
    age,
  };
}

const SCENES = ['wall', 'park', 'city', 'beach', 'studio', 'cafe'] as const;

export interface PortraitLayers {
  /** The scene behind, out of focus: drawn small, it is blurred by being enlarged. */
  background: string;
  /** The person, on a transparent ground. */
  person: string;
}

/** One photo of a person: its scene, pose, expression and framing from its own seed. */
export function portraitSvg(person: Person, photoSeed: number, size = 480): PortraitLayers {
  const r = rng(photoSeed);
  const scene = r.pick(SCENES);
  const tilt = range(r, -7, 7);
  const lean = range(r, -4, 4);
  const turn = range(r, -1, 1);
  const smile = range(r, 0.2, 1);
  const zoom = range(r, 1.12, 1.5);
  const dx = range(r, -40, 40);
  const dy = range(r, -20, 20);
  const light = range(r, -1, 1);
  const p = person;
  const skin = p.skin;
  const skinDark = mix(skin, '#3a1f12', 0.28);
  const skinLight = mix(skin, '#fff4ea', 0.22);
  const hair = p.hairColour;
  const hairDark = mix(hair, '#000000', 0.35);
  const hairLight = mix(hair, '#ffffff', 0.18);

  // The head: its centre and size before the pose.
  const cx = 240;
  const w = p.faceWidth;
  const h = p.faceHeight;
  const top = 118;
  const eyeY = top + h * 0.47;
  const shift = turn * w * 0.1;
  const face = facePath(cx, top, w, h, p.jaw);

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 480 480">`,
  );
  parts.push('<defs>');
  parts.push(
    `<radialGradient id="skin" cx="${0.45 + light * 0.1}" cy="0.38" r="0.7"><stop offset="0" stop-color="${skinLight}"/><stop offset="0.55" stop-color="${skin}"/><stop offset="1" stop-color="${skinDark}"/></radialGradient>`,
    `<linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(skinDark, '#2a160d', 0.2)}"/><stop offset="0.5" stop-color="${skin}"/></linearGradient>`,
    `<linearGradient id="hair" x1="${0.3 + light * 0.2}" y1="0" x2="0.7" y2="1"><stop offset="0" stop-color="${hairLight}"/><stop offset="0.5" stop-color="${hair}"/><stop offset="1" stop-color="${hairDark}"/></linearGradient>`,
    `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(p.clothes, '#000000', 0.35)}"/><stop offset="${0.5 - light * 0.15}" stop-color="${mix(p.clothes, '#ffffff', 0.08)}"/><stop offset="1" stop-color="${mix(p.clothes, '#000000', 0.4)}"/></linearGradient>`,
    `<radialGradient id="iris"><stop offset="0.35" stop-color="${mix(p.iris, '#000000', 0.45)}"/><stop offset="0.7" stop-color="${p.iris}"/><stop offset="1" stop-color="${mix(p.iris, '#000000', 0.5)}"/></radialGradient>`,
    `<radialGradient id="blush"><stop offset="0" stop-color="#d0605a" stop-opacity="${p.gender === 'female' ? 0.22 : 0.1}"/><stop offset="1" stop-color="#d0605a" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>',
    '<filter id="soft"><feGaussianBlur stdDeviation="0.7"/></filter>',
    '<filter id="shade"><feGaussianBlur stdDeviation="6"/></filter>',
    `<clipPath id="face"><path d="${face}"/></clipPath>`,
  );
  parts.push('</defs>');
  const behind = background(scene, r);

  parts.push(
    `<g transform="translate(${240 + dx} ${236 + dy}) scale(${zoom}) translate(-240 -236)"><g transform="rotate(${lean} 240 470)">`,
  );
  // Long hair falls behind the shoulders.
  parts.push(backHair(p, cx, top, w, h));
  // Neck and shoulders.
  const neckW = w * (p.gender === 'female' ? 0.5 : 0.62);
  parts.push(
    `<path d="M${cx - neckW} ${top + h * 0.7} L${cx - neckW - 4} ${top + h + 50} L${cx + neckW + 4} ${top + h + 50} L${cx + neckW} ${top + h * 0.7} Z" fill="url(#neck)"/>`,
  );
  parts.push(clothes(p, cx, top + h));
  // The head turns and tilts on the neck.
  parts.push(`<g transform="rotate(${tilt} ${cx} ${top + h}) translate(${shift * 0.6} 0)">`);
  // Ears.
  for (const side of [-1, 1]) {
    const ex = cx + side * (w - 2) - shift * 0.4;
    parts.push(
      `<ellipse cx="${ex}" cy="${eyeY + 10}" rx="10" ry="19" fill="${mix(skin, skinDark, 0.5)}"/>`,
      `<ellipse cx="${ex + side * 2}" cy="${eyeY + 10}" rx="5" ry="12" fill="${skinDark}" opacity="0.35"/>`,
    );
    if (p.earrings) parts.push(`<circle cx="${ex}" cy="${eyeY + 31}" r="3.2" fill="#d9b45a"/>`);
  }
  parts.push(`<path d="${face}" fill="url(#skin)"/>`);
  // Shading on the side away from the light, and under the brows and cheekbones.
  parts.push(
    `<g clip-path="url(#face)"><ellipse cx="${cx - light * w * 0.95}" cy="${top + h * 0.6}" rx="${w * 0.5}" ry="${h * 0.6}" fill="${skinDark}" opacity="0.35" filter="url(#shade)"/>`,
    `<ellipse cx="${cx}" cy="${top + h * 1.02}" rx="${w * 0.8}" ry="${h * 0.12}" fill="${skinDark}" opacity="0.25" filter="url(#shade)"/></g>`,
  );
  const fx = cx + shift;
  // Cheeks.
  for (const side of [-1, 1])
    parts.push(
      `<ellipse cx="${fx + side * w * 0.52}" cy="${top + h * 0.66}" rx="${w * 0.3}" ry="${h * 0.09}" fill="url(#blush)"/>`,
    );
  parts.push(eyes(p, fx, eyeY, smile));
  parts.push(nose(p, fx, top, h, skinDark, skinLight, light));
  parts.push(mouth(p, fx, top + h * 0.8, w, smile, skinDark));
  if (p.age > 42) {
    // Lines from nose to mouth that come with the years.
    const o = clamp((p.age - 42) / 60, 0.08, 0.3);
    for (const side of [-1, 1])
      parts.push(
        `<path d="M${fx + side * w * 0.22} ${top + h * 0.68} Q${fx + side * w * 0.36} ${top + h * 0.78} ${fx + side * w * 0.3} ${top + h * 0.86}" stroke="${skinDark}" stroke-width="2" fill="none" opacity="${o}"/>`,
      );
  }
  parts.push(facialHair(p, fx, top, w, h, hair));
  parts.push(frontHair(p, cx, top, w, h, shift));
  if (p.glasses) parts.push(glasses(fx, eyeY, p));
  parts.push('</g></g></g>');
  parts.push('<rect width="480" height="480" fill="url(#vignette)"/>');
  parts.push('</svg>');
  return {
    background: `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 480 480">${behind}</svg>`,
    person: parts.join(''),
  };
}

function facePath(cx: number, top: number, w: number, h: number, jaw: number): string {
  const y = (f: number) => top + h * f;
  return [
    `M${cx} ${top}`,
    `C${cx + w * 0.62} ${top} ${cx + w} ${y(0.13)} ${cx + w} ${y(0.4)}`,
    `C${cx + w} ${y(0.62)} ${cx + w * (jaw + 0.12)} ${y(0.8)} ${cx + w * 0.36} ${y(0.95)}`,
    `Q${cx} ${y(1.03)} ${cx - w * 0.36} ${y(0.95)}`,
    `C${cx - w * (jaw + 0.12)} ${y(0.8)} ${cx - w} ${y(0.62)} ${cx - w} ${y(0.4)}`,
    `C${cx - w} ${y(0.13)} ${cx - w * 0.62} ${top} ${cx} ${top}Z`,
  ].join(' ');
}

function background(scene: (typeof SCENES)[number], r: Rng): string {
  const blobs = (count: number, colours: string[], yLo: number, yHi: number, rLo: number, rHi: number) =>
    Array.from(
      { length: count },
      () =>
        `<circle cx="${range(r, -20, 500).toFixed(0)}" cy="${range(r, yLo, yHi).toFixed(0)}" r="${range(r, rLo, rHi).toFixed(0)}" fill="${r.pick(colours)}" opacity="${range(r, 0.35, 0.8).toFixed(2)}"/>`,
    ).join('');
  const hue = (colours: string[]) => r.pick(colours);
  let inner: string;
  switch (scene) {
    case 'wall': {
      const wall = hue(['#d9cfc2', '#c9d3d6', '#e3d8c8', '#b9c2b0', '#d6c3b8']);
      inner = `<rect width="480" height="480" fill="${wall}"/><rect x="${range(r, -60, 300).toFixed(0)}" y="-20" width="160" height="300" fill="#fffaf0" opacity="0.45"/><rect y="380" width="480" height="100" fill="${mix(wall, '#000000', 0.2)}"/>`;
      break;
    }
    case 'park':
      inner = `<rect width="480" height="480" fill="#9cc3d9"/><rect y="170" width="480" height="310" fill="#5d7d43"/>${blobs(14, ['#6f9a4f', '#3f5f2e', '#a9c46a', '#e6e0a0'], 60, 320, 30, 80)}`;
      break;
    case 'city':
      inner = `<rect width="480" height="480" fill="#2b2f45"/>${blobs(16, ['#f2b84b', '#e8704f', '#7fb3e8', '#f6e3a8', '#c86fb0'], 0, 420, 12, 40)}`;
      break;
    case 'beach':
      inner = `<rect width="480" height="480" fill="#a7d0ea"/><rect y="210" width="480" height="60" fill="#3f86b5"/><rect y="270" width="480" height="210" fill="#e4d2a8"/>${blobs(3, ['#ffffff'], 40, 140, 30, 60)}`;
      break;
    case 'cafe':
      inner = `<rect width="480" height="480" fill="#5b4234"/>${blobs(12, ['#f0c27a', '#8b5e3c', '#d99a5b', '#3a2a20'], 0, 480, 25, 70)}`;
      break;
    default: {
      const studio = hue(['#8d9399', '#a59a8f', '#6f7e8c', '#b3aaa0']);
      inner = `<rect width="480" height="480" fill="${mix(studio, '#000000', 0.3)}"/><circle cx="240" cy="200" r="260" fill="${studio}"/>`;
    }
  }
  return inner;
}

function backHair(p: Person, cx: number, top: number, w: number, h: number): string {
  const fill = 'url(#hair)';
  switch (p.hairStyle) {
    case 'long':
      return `<path d="M${cx - w - 14} ${top + 50} Q${cx - w - 30} ${top + h + 60} ${cx - w - 22} ${top + h + 130} L${cx + w + 22} ${top + h + 130} Q${cx + w + 30} ${top + h + 60} ${cx + w + 14} ${top + 50} Z" fill="${fill}"/>`;
    case 'wavy':
      return `<path d="M${cx - w - 14} ${top + 50} C${cx - w - 50} ${top + h * 0.6} ${cx - w - 5} ${top + h * 0.9} ${cx - w - 40} ${top + h + 110} L${cx + w + 40} ${top + h + 110} C${cx + w + 5} ${top + h * 0.9} ${cx + w + 50} ${top + h * 0.6} ${cx + w + 14} ${top + 50} Z" fill="${fill}"/>`;
    case 'bob':
      return `<path d="M${cx - w - 16} ${top + 40} Q${cx - w - 26} ${top + h * 0.8} ${cx - w - 6} ${top + h * 0.92} L${cx + w + 6} ${top + h * 0.92} Q${cx + w + 26} ${top + h * 0.8} ${cx + w + 16} ${top + 40} Z" fill="${fill}"/>`;
    case 'curly':
      return Array.from({ length: 22 }, (_, i) => {
        const a = Math.PI * (0.9 + (i / 21) * 1.2);
        const rr = w * 1.35;
        return `<circle cx="${cx + Math.cos(a) * rr}" cy="${top + h * 0.45 - Math.sin(a) * rr * 0.95}" r="${26 + (i % 3) * 5}" fill="${i % 2 ? 'url(#hair)' : p.hairColour}"/>`;
      }).join('');
    case 'ponytail':
      return `<path d="M${cx + w * 0.6} ${top + 20} Q${cx + w + 40} ${top + h * 0.5} ${cx + w + 10} ${top + h + 40} Q${cx + w - 10} ${top + h * 0.6} ${cx + w * 0.4} ${top + 30} Z" fill="${fill}"/>`;
    default:
      return '';
  }
}

/** The control height of a symmetric cubic from `start` whose middle reaches `peak`. */
const arch = (start: number, peak: number) => (peak - 0.25 * start) / 0.75;

function frontHair(p: Person, cx: number, top: number, w: number, h: number, shift: number): string {
  const fill = 'url(#hair)';
  const side = shift >= 0 ? 1 : -1;
  switch (p.hairStyle) {
    case 'bald':
      return `<path d="M${cx - w + 1} ${top + h * 0.48} Q${cx - w - 4} ${top + h * 0.25} ${cx - w * 0.8} ${top + h * 0.2} L${cx - w * 0.7} ${top + h * 0.42} Z M${cx + w - 1} ${top + h * 0.48} Q${cx + w + 4} ${top + h * 0.25} ${cx + w * 0.8} ${top + h * 0.2} L${cx + w * 0.7} ${top + h * 0.42} Z" fill="${p.hairColour}" opacity="0.7"/>`;
    case 'buzz':
      return `<path d="M${cx - w - 2} ${top + h * 0.4} C${cx - w - 4} ${arch(top + h * 0.4, top - 4)} ${cx + w + 4} ${arch(top + h * 0.4, top - 4)} ${cx + w + 2} ${top + h * 0.4} L${cx + w - 4} ${top + h * 0.3} Q${cx} ${top + h * 0.08} ${cx - w + 4} ${top + h * 0.3} Z" fill="${p.hairColour}" opacity="0.75"/>`;
    case 'short':
    case 'curlyShort':
    case 'sidePart':
    case 'longish': {
      const volume = p.hairStyle === 'longish' ? 22 : p.hairStyle === 'curlyShort' ? 20 : 14;
      const low = p.hairStyle === 'longish' ? h * 0.62 : h * 0.42;
      const part =
        p.hairStyle === 'sidePart'
          ? `M${cx - side * w * 0.35} ${top - volume + 8} L${cx - side * w * 0.3} ${top + h * 0.1}`
          : '';
      const curls =
        p.hairStyle === 'curlyShort'
          ? Array.from(
              { length: 9 },
              (_, i) =>
                `<circle cx="${cx - w + (i * 2 * w) / 8}" cy="${top + 2 - Math.sin((i / 8) * Math.PI) * 14}" r="15" fill="${p.hairColour}"/>`,
            ).join('')
          : '';
      return `<path d="M${cx - w - 3} ${top + low} C${cx - w - 10} ${arch(top + low, top - volume)} ${cx + w + 10} ${arch(top + low, top - volume)} ${cx + w + 3} ${top + low} L${cx + w - 3} ${top + h * 0.3} C${cx + w * 0.5} ${top + h * 0.12} ${cx - w * 0.2} ${top + h * 0.2} ${cx - w + 3} ${top + h * 0.3} Z" fill="${fill}"/>${curls}${part ? `<path d="${part}" stroke="${mix(p.hairColour, '#000000', 0.4)}" stroke-width="2" fill="none"/>` : ''}`;
    }
    case 'bun':
      return `<circle cx="${cx}" cy="${top - 18}" r="30" fill="${fill}"/><path d="M${cx - w - 4} ${top + h * 0.45} C${cx - w - 8} ${arch(top + h * 0.45, top - 8)} ${cx + w + 8} ${arch(top + h * 0.45, top - 8)} ${cx + w + 4} ${top + h * 0.45} L${cx + w - 2} ${top + h * 0.28} Q${cx} ${top + h * 0.1} ${cx - w + 2} ${top + h * 0.28} Z" fill="${fill}"/>`;
    case 'ponytail':
      return `<path d="M${cx - w - 4} ${top + h * 0.45} C${cx - w - 8} ${arch(top + h * 0.45, top - 10)} ${cx + w + 8} ${arch(top + h * 0.45, top - 10)} ${cx + w + 4} ${top + h * 0.45} L${cx + w - 2} ${top + h * 0.27} Q${cx} ${top + h * 0.1} ${cx - w + 2} ${top + h * 0.27} Z" fill="${fill}"/>`;
    default: {
      // Long, wavy, bob and curly hair: a parting to one side, framing the face.
      const fringe = p.hairStyle === 'bob' ? 0.3 : 0.24;
      return `<path d="M${cx - w - 10} ${top + h * 0.75} C${cx - w - 22} ${arch(top + h * 0.75, top - 16)} ${cx + w + 22} ${arch(top + h * 0.75, top - 16)} ${cx + w + 10} ${top + h * 0.75} L${cx + w - 6} ${top + h * 0.62} C${cx + w - 2} ${top + h * 0.3} ${cx + side * w * 0.2} ${top + h * fringe} ${cx + side * w * 0.15} ${top + h * 0.08} C${cx - side * w * 0.3} ${top + h * fringe + 6} ${cx - w + 2} ${top + h * 0.3} ${cx - w + 6} ${top + h * 0.62} Z" fill="${fill}"/>`;
    }
  }
}

function clothes(p: Person, cx: number, chin: number): string {
  const y = chin + 30;
  const half = p.gender === 'female' ? 150 : 175;
  const body = `<path d="M${cx - half} 520 L${cx - half + 10} ${y + 40} Q${cx - half + 30} ${y} ${cx - 70} ${y - 6} L${cx + 70} ${y - 6} Q${cx + half - 30} ${y} ${cx + half - 10} ${y + 40} L${cx + half} 520 Z" fill="url(#cloth)"/>`;
  const skin = p.skin;
  switch (p.clothing) {
    case 'vneck':
      return `${body}<path d="M${cx - 42} ${y - 6} L${cx} ${y + 60} L${cx + 42} ${y - 6} Z" fill="${skin}"/><path d="M${cx - 42} ${y - 6} L${cx} ${y + 60} L${cx + 42} ${y - 6}" stroke="${mix(p.clothes, '#000000', 0.3)}" stroke-width="5" fill="none"/>`;
    case 'collar':
      return `${body}<path d="M${cx - 34} ${y - 8} L${cx} ${y + 34} L${cx + 34} ${y - 8} Z" fill="${skin}"/><path d="M${cx - 40} ${y - 12} L${cx - 8} ${y + 38} L${cx - 52} ${y + 30} Z M${cx + 40} ${y - 12} L${cx + 8} ${y + 38} L${cx + 52} ${y + 30} Z" fill="${mix(p.clothes, '#ffffff', 0.15)}"/>`;
    case 'sweater':
      return `${body}<path d="M${cx - 62} ${y - 8} Q${cx} ${y + 30} ${cx + 62} ${y - 8}" stroke="${mix(p.clothes, '#000000', 0.25)}" stroke-width="12" fill="none"/>`;
    default:
      return `${body}<path d="M${cx - 52} ${y - 7} Q${cx} ${y + 26} ${cx + 52} ${y - 7} Z" fill="${skin}"/><path d="M${cx - 52} ${y - 7} Q${cx} ${y + 26} ${cx + 52} ${y - 7}" stroke="${mix(p.clothes, '#000000', 0.2)}" stroke-width="4" fill="none"/>`;
  }
}

function eyes(p: Person, fx: number, y: number, smile: number): string {
  const out: string[] = [];
  const s = p.eyeSize;
  const lid = mix(p.skin, '#2a160d', 0.45);
  for (const side of [-1, 1]) {
    const ex = fx + side * p.eyeGap;
    const rx = 12.5 * s;
    const ry = (6.2 - smile * 1.2) * s;
    const browY = y - 17 - (1 - smile) * 2;
    out.push(
      // The socket's shadow, the white, the iris and the lid.
      `<ellipse cx="${ex}" cy="${y - 4}" rx="${rx + 5}" ry="${ry + 6}" fill="${mix(p.skin, '#3a1f12', 0.3)}" opacity="0.25" filter="url(#shade)"/>`,
      `<path d="M${ex - rx} ${y} Q${ex} ${y - ry * 2} ${ex + rx} ${y} Q${ex} ${y + ry * 1.3} ${ex - rx} ${y} Z" fill="#f4efe9"/>`,
      `<circle cx="${ex + side * 0.5}" cy="${y - 0.5}" r="${6.3 * s}" fill="url(#iris)"/>`,
      `<circle cx="${ex + side * 0.5}" cy="${y - 0.5}" r="${2.8 * s}" fill="#141010"/>`,
      `<circle cx="${ex + 2}" cy="${y - 3}" r="${1.6 * s}" fill="#ffffff" opacity="0.9"/>`,
      `<path d="M${ex - rx - 1} ${y + 0.5} Q${ex} ${y - ry * 2.1} ${ex + rx + 1} ${y + 0.5}" stroke="${p.gender === 'female' ? '#1d1512' : lid}" stroke-width="${p.gender === 'female' ? 2.8 : 2}" fill="none" stroke-linecap="round"/>`,
      `<path d="M${ex - rx + 2} ${y + ry * 0.9} Q${ex} ${y + ry * 1.6} ${ex + rx - 2} ${y + ry * 0.9}" stroke="${lid}" stroke-width="1" fill="none" opacity="0.5"/>`,
      // The brow, its colour the hair's (or a mid brown where the head is bald or dyed).
      `<path d="M${ex - side * 14} ${browY + 3} Q${ex - side * 2} ${browY - 5} ${ex + side * 15} ${browY + 1}" stroke="${p.hairStyle === 'bald' ? '#4a3424' : mix(p.hairColour, '#2a1c14', 0.4)}" stroke-width="${p.gender === 'female' ? 3.2 : 4.6}" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    );
  }
  return out.join('');
}

function nose(
  p: Person,
  fx: number,
  top: number,
  h: number,
  dark: string,
  lightColour: string,
  light: number,
): string {
  const y = top + h * 0.68;
  const nw = 11 * p.noseWidth;
  const side = light > 0 ? -1 : 1;
  return [
    `<path d="M${fx + side * 4} ${top + h * 0.5} Q${fx + side * 7} ${y - 12} ${fx + side * nw} ${y - 1}" stroke="${dark}" stroke-width="3" fill="none" opacity="0.35" filter="url(#soft)"/>`,
    `<path d="M${fx - nw} ${y} Q${fx} ${y + 9} ${fx + nw} ${y}" stroke="${dark}" stroke-width="2.4" fill="none" opacity="0.45"/>`,
    `<ellipse cx="${fx - nw * 0.45}" cy="${y + 1}" rx="3" ry="1.8" fill="#3a1f12" opacity="0.5"/>`,
    `<ellipse cx="${fx + nw * 0.45}" cy="${y + 1}" rx="3" ry="1.8" fill="#3a1f12" opacity="0.5"/>`,
    `<ellipse cx="${fx - side * 2}" cy="${y - 12}" rx="2.5" ry="7" fill="${lightColour}" opacity="0.5"/>`,
  ].join('');
}

function mouth(p: Person, fx: number, y: number, w: number, smile: number, dark: string): string {
  const half = w * (0.36 + smile * 0.08);
  const lift = 2 + smile * 6;
  const lips = p.lips || mix(p.skin, '#8a3b35', 0.4);
  const teeth = smile > 0.75;
  const open = teeth ? 5 : 0;
  return [
    // Upper lip, then the lower one, fuller.
    `<path d="M${fx - half} ${y - lift} Q${fx - half * 0.4} ${y - 9} ${fx} ${y - 6} Q${fx + half * 0.4} ${y - 9} ${fx + half} ${y - lift} Q${fx} ${y + 1} ${fx - half} ${y - lift} Z" fill="${lips}"/>`,
    teeth
      ? `<path d="M${fx - half + 4} ${y - lift + 1} Q${fx} ${y + 2} ${fx + half - 4} ${y - lift + 1} Q${fx} ${y + open + 2} ${fx - half + 4} ${y - lift + 1} Z" fill="#f3eee6"/>`
      : '',
    `<path d="M${fx - half} ${y - lift} Q${fx} ${y + 13 + open} ${fx + half} ${y - lift} Q${fx} ${y + 1 + open} ${fx - half} ${y - lift} Z" fill="${mix(lips, '#ffffff', 0.08)}"/>`,
    `<path d="M${fx - half} ${y - lift} Q${fx} ${y + 1 + open} ${fx + half} ${y - lift}" stroke="${mix(dark, '#000000', 0.3)}" stroke-width="1.6" fill="none" opacity="0.7"/>`,
    `<ellipse cx="${fx}" cy="${y + 9 + open}" rx="${half * 0.45}" ry="2" fill="#ffffff" opacity="0.18"/>`,
  ].join('');
}

function facialHair(p: Person, fx: number, top: number, w: number, h: number, hair: string): string {
  if (p.facialHair === 0) return '';
  const opacity = p.facialHair === 1 ? 0.28 : 0.85;
  const y = (f: number) => top + h * f;
  return `<g opacity="${opacity}" clip-path="url(#face)"><path d="M${fx - w} ${y(0.6)} C${fx - w * 0.9} ${y(1.05)} ${fx + w * 0.9} ${y(1.05)} ${fx + w} ${y(0.6)} L${fx + w * 0.55} ${y(0.66)} Q${fx + w * 0.45} ${y(0.9)} ${fx} ${y(0.9)} Q${fx - w * 0.45} ${y(0.9)} ${fx - w * 0.55} ${y(0.66)} Z" fill="${hair}"/><path d="M${fx - w * 0.42} ${y(0.79)} Q${fx} ${y(0.72)} ${fx + w * 0.42} ${y(0.79)} L${fx + w * 0.36} ${y(0.75)} Q${fx} ${y(0.7)} ${fx - w * 0.36} ${y(0.75)} Z" fill="${hair}"/></g>`;
}

function glasses(fx: number, y: number, p: Person): string {
  const frame = p.gender === 'female' ? '#5a3a2a' : '#222222';
  return `<g fill="none" stroke="${frame}" stroke-width="3"><rect x="${fx - p.eyeGap - 19}" y="${y - 13}" width="36" height="26" rx="9"/><rect x="${fx + p.eyeGap - 17}" y="${y - 13}" width="36" height="26" rx="9"/><path d="M${fx - p.eyeGap + 17} ${y - 3} Q${fx} ${y - 8} ${fx + p.eyeGap - 17} ${y - 3}"/></g>`;
}
