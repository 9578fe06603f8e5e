import {
  blockMember,
  getBlocks,
  getMember,
  getMemberCard,
  searchMembers,
  unblockMember,
} from '@amori/contract';
import { visitorOf } from '../../http/visitor-countries';
import type { Api } from '../../plugins/api';
import type { Sites } from '../settings/settings.service';
import type { Members } from './members.service';

export function membersRoutes(api: Api, members: Members, { sites }: { sites: Sites }): void {
  api.call(searchMembers, async ({ member, query, request }) =>
    members.search(await sites.forHost(request.host), member, visitorOf(request), query),
  );
  api.call(getMember, async ({ member, query, request }) =>
    members.getMember(await sites.forHost(request.host), member, query.id, query.network),
  );
  api.call(getMemberCard, async ({ member, query, request }) =>
    members.getMemberCard(await sites.forHost(request.host), member, query.id),
  );
  api.call(getBlocks, ({ member }) => members.listBlocks(member));
  api.call(blockMember, ({ member, body }) => members.block(member, body.id));
  api.call(unblockMember, ({ member, body }) => members.unblock(member, body.id));
}
