import { getSettings } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import { countryOfIp } from '../../adapters/geo';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/contract-route';
import { findSiteForDomain } from './settings.repository';
import { domainOfHost, toSettings } from './settings.service';

const countryCode = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, getSettings, async ({ query, request }) => {
    const site = await findSiteForDomain(ctx.db, domainOfHost(query.host ?? request.host));
    if (!site) throw notFound('No site is configured');
    const selectedCountry = countryCode(query.country) ?? countryCode(request.cookies['selected_country']);
    return toSettings(site, { geoipCountry: countryOfIp(request.ip), selectedCountry }, ctx.pushPublicKey);
  });
}
