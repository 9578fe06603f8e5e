import { getSettings } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import { countryOfIp } from '../../adapters/geo';
import type { AppContext } from '../../app-context';
import type { SiteRow } from '../../db/schema';
import { readCookie } from '../../http/cookies';
import { notFound } from '../../http/errors';
import { registerCall, SerializedJson } from '../../http/contract-route';
import { visitorAddress } from '../../http/visitor-address';
import { cachedSiteForDomain, findSiteForDomain } from './settings.repository';
import { remember } from '../../lib/remember';
import { domainOfHost, toSettings } from './settings.service';

const countryCode = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The answer depends only on the site row and the visitor's two countries: its JSON is kept
  // per site row object (a changed, re-read site starts afresh), then per country and chosen
  // country (null when unknown: a Map takes it as a key, so no key string is made per request).
  const answers = new WeakMap<SiteRow, Map<string | null, Map<string | null, SerializedJson>>>();

  const answerFor = (
    site: SiteRow | undefined,
    geoipCountry: string | null,
    selectedCountry: string | null,
  ): SerializedJson => {
    if (!site) throw notFound('No site is configured');
    let bySite = answers.get(site);
    if (!bySite) answers.set(site, (bySite = new Map()));
    // Countries are a short list, but a chosen country comes from the visitor: bounded.
    const byCountry = remember(bySite, geoipCountry, 300, () => new Map());
    return remember(
      byCountry,
      selectedCountry,
      300,
      () =>
        new SerializedJson(
          JSON.stringify(toSettings(site, { geoipCountry, selectedCountry }, ctx.pushPublicKey)),
        ),
    );
  };

  // The Host headers seen, and their domains: a few per site, asked for on every page.
  const domains = new Map<string, string>();
  const domainOf = (host: string): string => remember(domains, host, 1000, () => domainOfHost(host));

  // Without a promise when the site is cached: the most frequent call answers in the same turn.
  registerCall(app, getSettings, ({ query, request }) => {
    const domain = domainOf(query.host ?? request.host);
    const geoipCountry = countryOfIp(visitorAddress(request));
    const selectedCountry =
      countryCode(query.country) ?? countryCode(readCookie(request, 'selected_country'));
    const site = cachedSiteForDomain(ctx.db, domain);
    if (site) return answerFor(site, geoipCountry, selectedCountry);
    return findSiteForDomain(ctx.db, domain).then((found) => answerFor(found, geoipCountry, selectedCountry));
  });
}
