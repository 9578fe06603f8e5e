import {
  geocode,
  getCompanyInfo,
  getInterests,
  getRegions,
  pageHidden,
  submitComplaint,
} from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as reference from './reference.service';

export function referenceRoutes(api: Api, ctx: AppContext): void {
  api.call(getInterests, () => reference.listInterests(ctx));
  api.call(getRegions, () => reference.listRegions(ctx));
  api.call(getCompanyInfo, ({ request }) => reference.companyInfo(ctx, request.host));
  api.call(geocode, ({ query }) => reference.geocode(query.lat, query.lon));
  api.call(pageHidden, ({ request, member, body }) =>
    reference.recordPageBounce(ctx, request, member, body.path),
  );
  api.call(submitComplaint, ({ request, member, body }) =>
    reference.fileComplaint(ctx, request, member, body),
  );
}
