import { autoLike, getLikes, likeMember, markLikeSeen, unlikeMember } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as likes from './likes.service';

export function likesRoutes(api: Api, ctx: AppContext): void {
  api.call(getLikes, ({ member, query }) => likes.listLikes(ctx, member, query));
  api.call(likeMember, ({ member, body, request }) =>
    likes.like(ctx, member, body.id, (error) => ctx.requestLog(request).warn({ err: error }, 'push failed')),
  );
  api.call(unlikeMember, ({ member, body }) => likes.unlike(ctx, member, body.id));
  api.call(markLikeSeen, ({ member, body }) => likes.markSeen(ctx, member, body.id));
  api.call(autoLike, ({ member, request }) =>
    likes.autoLike(ctx, member, (error) => ctx.requestLog(request).warn({ err: error }, 'push failed')),
  );
}
