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
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import { requestOrigin } from '../mail/mail.service';
import * as account from './account.service';
import * as signups from './signup.service';

export function accountRoutes(api: Api, ctx: AppContext): void {
  account.registerAccountJobs(ctx);
  api.call(signup, ({ request, reply, body }) => signups.signup(ctx, request, reply, body));
  api.call(getSignupMatches, ({ member }) => signups.signupMatches(ctx, member));
  api.call(activate, ({ body }) => signups.activate(ctx, body.token));
  api.call(resendActivation, ({ request, member }) =>
    signups.resendActivation(ctx, member, requestOrigin(request)),
  );
  api.call(requestPasswordReset, ({ request, body }) =>
    account.requestPasswordReset(ctx, request, body.email),
  );
  api.call(checkPasswordReset, ({ query }) => account.checkPasswordReset(ctx, query.token));
  api.call(resetPassword, ({ body }) => account.resetPassword(ctx, body));
  api.call(changePassword, ({ request, member, body }) => account.changePassword(ctx, request, member, body));
  api.call(requestMailChange, ({ request, member, body }) =>
    account.requestMailChange(ctx, member, body, requestOrigin(request)),
  );
  api.call(confirmMailChange, ({ body }) => account.confirmMailChange(ctx, body.token));
  api.call(getAccountSettings, ({ member }) => account.accountSettings(ctx, member.user.id));
  api.call(updateAccountSettings, ({ member, body }) => account.updateAccountSettings(ctx, member, body));
  api.call(getSessions, ({ request, member }) => account.listSessions(ctx, request, member));
  api.call(endSessions, ({ request, member, body }) =>
    account.endSessions(ctx, request, member, body.session),
  );
  api.call(getRetentionOffer, ({ request, member }) => account.retentionOffer(ctx, request, member));
  api.call(deleteAccount, ({ request, reply, member, body }) =>
    account.deleteAccount(ctx, request, reply, member, body.password),
  );
  api.call(reactivateAccount, ({ body }) => account.reactivate(ctx, body.token));
  api.call(exportData, async ({ member, reply }) => {
    reply.header('content-disposition', `attachment; filename="amori-data-${member.user.id}.json"`);
    return account.exportData(ctx, member);
  });
}
