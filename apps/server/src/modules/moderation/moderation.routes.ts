import { getReport, getReports, moderate, reportMember } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Sites } from '../settings/settings.service';
import type { Moderation } from './moderation.service';

export function moderationRoutes(api: Api, moderation: Moderation, { sites }: { sites: Sites }): void {
  api.call(reportMember, async ({ request, member, body }) =>
    moderation.report(await sites.forHost(request.host), member, body),
  );
  api.call(getReports, ({ member }) => moderation.queue(member));
  api.call(getReport, ({ member, query }) => moderation.detail(member, query.id));
  api.call(moderate, ({ member, body }) => moderation.act(member, body));
}
