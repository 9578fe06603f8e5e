import {
  appealByLink,
  appealStatement,
  decideAppeal,
  getAppeal,
  getAppealLink,
  getAppeals,
  getReport,
  getReports,
  getStatements,
  moderate,
  reportMember,
} from '@amori/contract';
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
  api.call(getStatements, ({ member }) => moderation.statements(member));
  api.call(appealStatement, ({ member, body }) => moderation.appealAsMember(member, body.action, body.text));
  api.call(getAppealLink, ({ query }) => moderation.linkStatement(query.token));
  api.call(appealByLink, ({ body }) => moderation.appealByLink(body.token, body.text));
  api.call(getAppeals, ({ member }) => moderation.appeals(member));
  api.call(getAppeal, ({ member, query }) => moderation.appeal(member, query.id));
  api.call(decideAppeal, ({ member, body }) => moderation.decide(member, body));
}
