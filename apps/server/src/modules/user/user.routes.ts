import { getUser, login, logout, updateUser } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as users from './user.service';

export function userRoutes(api: Api, ctx: AppContext): void {
  api.call(login, ({ request, reply, body }) => users.login(ctx, request, reply, body));
  api.call(getUser, ({ member }) => users.toUser(member, ctx.storage));
  api.call(updateUser, ({ member, body }) => users.setLanguage(ctx, member, body.language));
  api.call(logout, ({ request, reply }) => users.logout(ctx, request, reply));
}
