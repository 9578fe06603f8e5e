import { autoLike, getLikes, likeMember, markLikeSeen, unlikeMember } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Likes } from './likes.service';

export function likesRoutes(api: Api, likes: Likes): void {
  api.call(getLikes, ({ member, query }) => likes.list(member, query));
  api.call(likeMember, ({ member, body }) => likes.like(member, body.id));
  api.call(unlikeMember, ({ member, body }) => likes.unlike(member, body.id));
  api.call(markLikeSeen, ({ member, body }) => likes.markSeen(member, body.id));
  api.call(autoLike, ({ member }) => likes.autoLike(member));
}
