import { autoLike, getLikes } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as likes from './likes.service';

export function likesRoutes(api: Api, ctx: AppContext): void {
  api.call(getLikes, ({ member }) => likes.listLikes(ctx, member));
  api.call(autoLike, ({ member, request }) =>
    likes.autoLike(ctx, member, (error) => ctx.requestLog(request).warn({ err: error }, 'push failed')),
  );
}
