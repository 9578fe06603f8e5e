import {
  geocode,
  getCompanyInfo,
  getInterests,
  getRegions,
  pageHidden,
  submitComplaint,
} from '@amori/contract';
import { REGION_LABELS } from '../../db/seed/regions';
import type { FastifyInstance } from 'fastify';
import { nearestPlace } from '../../adapters/geo';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/contract-route';
import { findSiteForDomain } from '../settings/settings.repository';
import { domainOfHost } from '../settings/settings.service';
import * as repo from './reference.repository';
import { regionOfPlace } from './region-match';
import { visitorAddress } from '../../http/visitor-address';

export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  registerCall(app, getInterests, () => repo.listInterests(db));

  registerCall(app, getRegions, async () => ({
    labels: { ...REGION_LABELS },
    regions: await repo.listRegions(db),
  }));

  registerCall(app, getCompanyInfo, async ({ request }) => {
    const site = await findSiteForDomain(db, domainOfHost(request.host));
    const company = site ? await repo.findCompany(db, site.companyId) : undefined;
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
  });

  registerCall(app, geocode, async ({ query }) => {
    const place = nearestPlace(query.lat, query.lon);
    return place ? { country: place.country, region: regionOfPlace(place), city: place.city } : false;
  });

  registerCall(app, pageHidden, async ({ body, request }) => {
    const current = await auth.currentUser(request);
    await repo.insertPageBounce(db, {
      userId: current?.user.id ?? null,
      path: body.path ?? null,
      ip: visitorAddress(request),
      at: ctx.now(),
    });
    return { ok: true } as const;
  });

  registerCall(app, submitComplaint, async ({ body, request }) => {
    const current = await auth.currentUser(request);
    const id = await repo.insertComplaint(db, {
      userId: current?.user.id ?? null,
      name: body.name,
      email: body.email,
      kind: body.kind,
      subject: body.subject,
      message: body.message,
      ip: visitorAddress(request),
      createdAt: ctx.now(),
    });
    return { ok: true, id } as const;
  });
}
