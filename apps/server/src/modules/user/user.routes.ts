import { getUser, login, logout, updateUser } from '@amori/contract';
import type { DeviceCookies } from '../../http/device-cookie';
import { visitorAddress } from '../../http/visitor-address';
import type { Clock } from '../../lib/clock';
import type { Api } from '../../plugins/api';
import type { Sessions } from '../../plugins/session';
import type { Sites } from '../settings/settings.service';
import type { Users } from './user.service';

export interface UserRouteParts {
  sites: Sites;
  sessions: Sessions;
  devices: DeviceCookies;
  now: Clock;
}

export function userRoutes(api: Api, users: Users, { sites, sessions, devices, now }: UserRouteParts): void {
  api.call(login, async ({ request, reply, body }) => {
    const answer = await users.login(await sites.forHost(request.host), body, {
      address: visitorAddress(request),
      deviceCookie: devices.cookieOf(request),
    });
    // Logged in: a session and its cookie, and a new device cookie for the account.
    await sessions.start(request, reply, answer.user.id);
    devices.issue(request, reply, answer.user.id, now());
    return answer;
  });
  api.call(getUser, ({ member }) => users.toUser(member));
  api.call(updateUser, ({ member, body }) => users.setLanguage(member, body.language));
  api.call(logout, async ({ request, reply }) => {
    await sessions.end(request, reply);
    return { ok: true } as const;
  });
}
