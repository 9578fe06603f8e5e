import type { CompanyInfo, GeocodeResult, SubmitComplaintBody } from '@amori/contract';
import { REGION_LABELS } from '@amori/core';
import { nearestPlace } from '../../adapters/geo';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { Member } from '../../plugins/session';
import * as repo from './reference.repository';
import { regionOfPlace } from './region-match';

export interface ReferenceDeps {
  db: Database;
  now: Clock;
}

/** Reference data (interests, regions, the company, geocoding), page bounces and complaints. */
export function createReference(deps: ReferenceDeps) {
  return {
    listInterests: () => repo.listInterests(deps.db),
    listRegions: () => listRegions(deps),
    companyInfo: (site: SiteRow) => companyInfo(deps, site),
    geocode: (lat: number, lon: number) => geocode(lat, lon),
    recordPageBounce: (member: Member | null, path: string | undefined, address: string) =>
      recordPageBounce(deps, member, path, address),
    fileComplaint: (member: Member | null, complaint: SubmitComplaintBody, address: string) =>
      fileComplaint(deps, member, complaint, address),
  };
}

export type Reference = ReturnType<typeof createReference>;

async function listRegions(deps: ReferenceDeps) {
  return { labels: { ...REGION_LABELS }, regions: await repo.listRegions(deps.db) };
}

/** The company behind a site. */
async function companyInfo(deps: ReferenceDeps, site: SiteRow): Promise<CompanyInfo> {
  const company = await repo.findCompany(deps.db, site.companyId);
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
function geocode(lat: number, lon: number): GeocodeResult | false {
  const place = nearestPlace(lat, lon);
  return place ? { country: place.country, region: regionOfPlace(place), city: place.city } : false;
}

/** Records a page bounce (a beacon when a page is hidden), from the visitor's `address`. */
async function recordPageBounce(
  deps: ReferenceDeps,
  member: Member | null,
  path: string | undefined,
  address: string,
) {
  await repo.insertPageBounce(deps.db, {
    userId: member?.user.id ?? null,
    path: path ?? null,
    ip: address,
    at: deps.now(),
  });
  return { ok: true } as const;
}

/** Files a complaint for the moderators, from the visitor's `address`. */
async function fileComplaint(
  deps: ReferenceDeps,
  member: Member | null,
  complaint: SubmitComplaintBody,
  address: string,
) {
  const id = await repo.insertComplaint(deps.db, {
    userId: member?.user.id ?? null,
    ...complaint,
    ip: address,
    createdAt: deps.now(),
  });
  return { ok: true, id } as const;
}
