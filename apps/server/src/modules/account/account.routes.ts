import {
  activate,
  changePassword,
  checkPasswordReset,
  confirmMailChange,
  deleteAccount,
  endSessions,
  exportData,
  getAccountSettings,
  getRetentionOffer,
  getSessions,
  getSignupMatches,
  reactivateAccount,
  requestMailChange,
  requestPasswordReset,
  resendActivation,
  resetPassword,
  signup,
  updateAccountSettings,
} from '@amori/contract';
import { requestOrigin } from '../../http/request-origin';
import { visitorAddress } from '../../http/visitor-address';
import type { Api } from '../../plugins/api';
import type { Sessions } from '../../plugins/session';
import type { Sites } from '../settings/settings.service';
import type { Account } from './account.service';

export function accountRoutes(
  api: Api,
  account: Account,
  { sites, sessions }: { sites: Sites; sessions: Sessions },
): void {
  api.call(signup, async ({ request, reply, body }) => {
    const answer = await account.signup(await sites.forHost(request.host), body, {
      address: visitorAddress(request),
      origin: requestOrigin(request),
    });
    // Signed up: logged in.
    await sessions.start(request, reply, answer.user.id);
    return answer;
  });
  api.call(getSignupMatches, ({ member }) => account.signupMatches(member));
  api.call(activate, ({ body }) => account.activate(body.token));
  api.call(resendActivation, ({ request, member }) =>
    account.resendActivation(member, requestOrigin(request)),
  );
  api.call(requestPasswordReset, async ({ request, body }) =>
    account.requestPasswordReset(await sites.forHost(request.host), body.email, requestOrigin(request)),
  );
  api.call(checkPasswordReset, ({ query }) => account.checkPasswordReset(query.token));
  api.call(resetPassword, ({ body }) => account.resetPassword(body));
  api.call(changePassword, ({ request, member, body }) =>
    account.changePassword(member, body, sessions.tokenHashOf(request)),
  );
  api.call(requestMailChange, ({ request, member, body }) =>
    account.requestMailChange(member, body, requestOrigin(request)),
  );
  api.call(confirmMailChange, ({ body }) => account.confirmMailChange(body.token));
  api.call(getAccountSettings, ({ member }) => account.accountSettings(member.user.id));
  api.call(updateAccountSettings, ({ member, body }) => account.updateAccountSettings(member, body));
  api.call(getSessions, ({ request, member }) => account.listSessions(member, sessions.tokenHashOf(request)));
  api.call(endSessions, ({ request, member, body }) =>
    account.endSessions(member, body.session, sessions.tokenHashOf(request)),
  );
  api.call(getRetentionOffer, async ({ request, member }) =>
    account.retentionOffer(await sites.forHost(request.host), member),
  );
  api.call(deleteAccount, async ({ request, reply, member, body }) => {
    const answer = await account.deleteAccount(member, body.password, requestOrigin(request));
    // Deleted: its sessions have ended; the cookie goes too.
    await sessions.end(request, reply);
    return answer;
  });
  api.call(reactivateAccount, ({ body }) => account.reactivate(body.token));
  api.call(exportData, async ({ member, reply }) => {
    reply.header('content-disposition', `attachment; filename="amori-data-${member.user.id}.json"`);
    return account.exportData(member);
  });
}
