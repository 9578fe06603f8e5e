import { getProfile, updateProfile } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Profile } from './profile.service';

export function profileRoutes(api: Api, profile: Profile): void {
  api.call(getProfile, ({ member }) => profile.getOwn(member));
  api.call(updateProfile, ({ member, body }) => profile.update(member, body));
}
