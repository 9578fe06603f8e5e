import { COUNTRY_COOKIE } from '@amori/core';
import type { FastifyRequest } from 'fastify';
import { countryOfIp } from '../adapters/geo';
import { readCookie } from './cookies';
import { visitorAddress } from './visitor-address';

/** The countries a visitor comes with: what answers and prices for a visitor depend on. */
export interface VisitorCountries {
  /** Country from GeoIP, when known. */
  geoipCountry: string | null;
  /** Country the visitor chose (lang-config, cookie or `?country=`), which wins. */
  selectedCountry: string | null;
}

const countryCode = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;

/** The visitor's countries: GeoIP of their address, and the one they chose (`?country=`, else the cookie). */
export function visitorOf(request: FastifyRequest, queryCountry?: string): VisitorCountries {
  return {
    geoipCountry: countryOfIp(visitorAddress(request)),
    selectedCountry: countryCode(queryCountry) ?? countryCode(readCookie(request, COUNTRY_COOKIE)),
  };
}
