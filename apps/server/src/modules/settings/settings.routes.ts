import { getSettings } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/contract-route';
import { findSiteForDomain } from './settings.repository';
import { domainOfHost, toSettings } from './settings.service';

const countryCode = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;

export function settingsRoutes(app: FastifyInstance, db: Database): void {
  registerCall(app, getSettings, async ({ query, request }) => {
    const site = await findSiteForDomain(db, domainOfHost(query.host ?? request.host));
    if (!site) throw notFound('No site is configured');
    const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies ?? {};
    const selectedCountry = countryCode(query.country) ?? countryCode(cookies['selected_country']);
    return toSettings(site, { geoipCountry: null, selectedCountry }, null);
  });
}
