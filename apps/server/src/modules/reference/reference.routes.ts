import {
  geocode,
  getCompanyInfo,
  getInterests,
  getRegions,
  pageHidden,
  submitComplaint,
} from '@amori/contract';
import { visitorAddress } from '../../http/visitor-address';
import type { Api } from '../../plugins/api';
import type { Sites } from '../settings/settings.service';
import type { Reference } from './reference.service';

export function referenceRoutes(api: Api, reference: Reference, { sites }: { sites: Sites }): void {
  api.call(getInterests, () => reference.listInterests());
  api.call(getRegions, () => reference.listRegions());
  api.call(getCompanyInfo, async ({ request }) => reference.companyInfo(await sites.forHost(request.host)));
  api.call(geocode, ({ query }) => reference.geocode(query.lat, query.lon));
  api.call(pageHidden, ({ request, member, body }) =>
    reference.recordPageBounce(member, body.path, visitorAddress(request)),
  );
  api.call(submitComplaint, ({ request, member, body }) =>
    reference.fileComplaint(member, body, visitorAddress(request)),
  );
}
