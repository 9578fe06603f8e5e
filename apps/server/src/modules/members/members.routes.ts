import {
  blockMember,
  getBlocks,
  getMember,
  getMemberCard,
  searchMembers,
  unblockMember,
} from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as members from './members.service';

export function membersRoutes(api: Api, ctx: AppContext): void {
  api.call(searchMembers, ({ member, query, request }) => members.search(ctx, request, member, query));
  api.call(getMember, ({ member, query, request }) =>
    members.getMember(ctx, request, member, query.id, query.network),
  );
  api.call(getMemberCard, ({ member, query, request }) =>
    members.getMemberCard(ctx, request, member, query.id),
  );
  api.call(getBlocks, ({ member }) => members.listBlocks(ctx, member));
  api.call(blockMember, ({ member, body }) => members.block(ctx, member, body.id));
  api.call(unblockMember, ({ member, body }) => members.unblock(ctx, member, body.id));
}
