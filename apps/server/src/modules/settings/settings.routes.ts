import { getSettings } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import { countryOfIp } from '../../adapters/geo';
import type { AppContext } from '../../app-context';
import type { SiteRow } from '../../db/schema';
import { readCookie } from '../../http/cookies';
import { notFound } from '../../http/errors';
import { registerCall, SerializedJson } from '../../http/contract-route';
import { cachedSiteForDomain, findSiteForDomain } from './settings.repository';
import { domainOfHost, toSettings } from './settings.service';

const countryCode = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The answer depends only on the site row and the visitor's two countries: its JSON is kept
  // per site row object, so a changed (re-read) site starts afresh.
  const answers = new WeakMap<SiteRow, Map<string, SerializedJson>>();

  registerCall(app, getSettings, async ({ query, request }) => {
    const domain = domainOfHost(query.host ?? request.host);
    const site = cachedSiteForDomain(ctx.db, domain) ?? (await findSiteForDomain(ctx.db, domain));
    if (!site) throw notFound('No site is configured');
    const selectedCountry =
      countryCode(query.country) ?? countryCode(readCookie(request, 'selected_country'));
    const geoipCountry = countryOfIp(request.ip);
    let bySite = answers.get(site);
    if (!bySite) answers.set(site, (bySite = new Map()));
    const key = `${geoipCountry}|${selectedCountry}`;
    let answer = bySite.get(key);
    if (!answer) {
      answer = new SerializedJson(
        JSON.stringify(toSettings(site, { geoipCountry, selectedCountry }, ctx.pushPublicKey)),
      );
      if (bySite.size >= 1000) bySite.clear();
      bySite.set(key, answer);
    }
    return answer;
  });
}
