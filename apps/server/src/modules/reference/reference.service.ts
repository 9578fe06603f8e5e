import type { CompanyInfo, GeocodeResult, SubmitComplaintBody } from '@amori/contract';
import { REGION_LABELS } from '@amori/core';
import type { FastifyRequest } from 'fastify';
import { nearestPlace } from '../../adapters/geo';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { visitorAddress } from '../../http/visitor-address';
import type { Member } from '../../plugins/session';
import * as repo from './reference.repository';
import { regionOfPlace } from './region-match';

export const listInterests = (ctx: AppContext) => repo.listInterests(ctx.db);

export async function listRegions(ctx: AppContext) {
  return { labels: { ...REGION_LABELS }, regions: await repo.listRegions(ctx.db) };
}

/** The company behind the site a request is for. */
export async function companyInfo(ctx: AppContext, host: string): Promise<CompanyInfo> {
  const site = await ctx.sites.forHost(host);
  const company = await repo.findCompany(ctx.db, site.companyId);
  if (!company) throw notFound('No company is configured');
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vatNumbers,
    support_phone: company.supportPhone,
    delete_discount: company.deleteDiscount,
    added: company.added.toISOString(),
  };
}

/** Country, region and city of a position; false when nothing is near. */
export function geocode(lat: number, lon: number): GeocodeResult | false {
  const place = nearestPlace(lat, lon);
  return place ? { country: place.country, region: regionOfPlace(place), city: place.city } : false;
}

/** Records a page bounce (a beacon when a page is hidden). */
export async function recordPageBounce(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member | null,
  path: string | undefined,
) {
  await repo.insertPageBounce(ctx.db, {
    userId: member?.user.id ?? null,
    path: path ?? null,
    ip: visitorAddress(request),
    at: ctx.now(),
  });
  return { ok: true } as const;
}

/** Files a complaint for the moderators. */
export async function fileComplaint(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member | null,
  complaint: SubmitComplaintBody,
) {
  const id = await repo.insertComplaint(ctx.db, {
    userId: member?.user.id ?? null,
    ...complaint,
    ip: visitorAddress(request),
    createdAt: ctx.now(),
  });
  return { ok: true, id } as const;
}
