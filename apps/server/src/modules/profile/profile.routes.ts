import { getProfile, updateProfile } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as profile from './profile.service';

export function profileRoutes(api: Api, ctx: AppContext): void {
  api.call(getProfile, ({ member }) => profile.getOwn(ctx, member));
  api.call(updateProfile, ({ member, body }) => profile.update(ctx, member, body));
}
