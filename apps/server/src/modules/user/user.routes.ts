import { getUser, login, logout, subscribePush, updateUser } from '@amori/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { registerCall, SerializedJson } from '../../http/contract-route';
import { findSiteForDomain } from '../settings/settings.repository';
import { domainOfHost } from '../settings/settings.service';
import * as repo from './user.repository';
import { toUser } from './user.service';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth, db, storage } = ctx;

  registerCall(app, login, async ({ body, request, reply }) => {
    const site = await findSiteForDomain(db, domainOfHost(request.host));
    if (!site) throw notFound('No site is configured');
    return { user: await auth.login(site.id, body.email, body.password, request, reply) };
  });

  // A cached session's row stays the same object until the user changes (the cache drops it
  // then), so its answer is serialised once rather than on every poll.
  const answers = new WeakMap<repo.UserWithProfile, SerializedJson>();
  registerCall(app, getUser, async ({ request }) => {
    const row = await auth.requireUser(request);
    let answer = answers.get(row);
    if (!answer) answers.set(row, (answer = new SerializedJson(JSON.stringify(toUser(row, storage)))));
    return answer;
  });

  registerCall(app, updateUser, async ({ body, request }) => {
    const current = await auth.requireUser(request);
    await repo.updateLanguage(db, current.user.id, body.language);
    await auth.userChanged(current.user.id);
    return toUser({ ...current, user: { ...current.user, language: body.language } }, storage);
  });

  registerCall(app, subscribePush, async ({ body, request }) => {
    const current = await auth.requireUser(request);
    const { endpoint, keys, expirationTime } = body.subscription;
    await repo.upsertPushSubscription(db, {
      userId: current.user.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      expirationTime: expirationTime ?? null,
      createdAt: ctx.now(),
    });
    return { ok: true } as const;
  });

  registerCall(app, logout, async ({ request, reply }) => {
    await auth.logout(request, reply);
    return { ok: true } as const;
  });
}
