import type { LanderMapCountry, LanderMember } from './types';

/**
 * Drawn outlines of the countries a members-nearby map can show, in a 200×200 box: simplified
 * by hand, recognisable rather than exact, and part of the page (no tiles from the network).
 */
const OUTLINES: Record<LanderMapCountry, string> = {
  NL: '60,170 50,140 40,120 55,95 70,70 85,45 110,30 150,25 175,35 170,60 160,80 165,100 150,115 150,140 135,150 140,175 120,185 100,170 80,175',
  BE: '30,70 70,50 110,60 140,55 165,80 175,110 160,140 170,165 140,160 120,140 90,125 60,110 40,95',
  DE: '70,20 100,15 120,30 150,20 165,40 170,70 175,100 165,120 170,140 180,165 160,180 120,185 90,180 70,185 60,160 45,140 40,110 50,80 45,55 60,40',
  AT: '10,110 40,95 60,100 90,80 120,60 160,55 190,75 185,110 160,135 120,145 80,140 50,130 20,130',
  CH: '20,120 40,90 70,70 110,65 140,60 170,75 180,100 160,120 130,115 110,140 80,150 60,135 40,140',
  FR: '90,15 120,30 160,45 175,60 165,95 170,130 155,165 120,175 100,185 60,175 40,170 45,130 30,100 15,75 40,65 60,60 70,40',
  GB: '95,10 115,20 110,45 125,60 140,90 150,120 165,140 160,165 120,170 90,185 70,180 95,160 80,140 90,120 75,100 80,70 70,50 80,30',
};

export const MAP_COUNTRIES = Object.keys(OUTLINES) as LanderMapCountry[];

export function MapShape({ country, className }: { country: LanderMapCountry; className?: string }) {
  return <polygon className={className} points={OUTLINES[country]} />;
}

function points(country: LanderMapCountry): [number, number][] {
  return OUTLINES[country].split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

function inside([x, y]: [number, number], polygon: [number, number][]): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/**
 * Where each member's pin goes: a place inside the country picked from the member's id, the
 * same on every render (server and browser agree, so hydration does not move them).
 */
export function pinsFor(country: LanderMapCountry, members: readonly LanderMember[]) {
  const polygon = points(country);
  return members.map((member) => {
    // Park-Miller: whole numbers below 2^53 throughout, so every engine gets the same places.
    let seed = (member.id % 2147483646) + 1;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let attempt = 0; attempt < 50; attempt++) {
      const x = 20 + (next() % 160);
      const y = 20 + (next() % 160);
      if (inside([x, y], polygon)) return { member, x, y };
    }
    return { member, x: 100, y: 100 };
  });
}
