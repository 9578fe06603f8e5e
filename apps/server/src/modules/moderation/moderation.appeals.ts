import type { AppealSummary, Statement } from '@amori/contract';
import { appealOpen, isBan, type AppealOutcome, type LoggedAction, type ReportReason } from '@amori/core';
import { ApiError, notFound } from '../../http/errors';
import { hashToken } from '../../lib/hashing';
import { memberChanged } from '../../lib/events';
import type { Member } from '../../plugins/session';
import * as repo from './moderation.repository';
import type { ModerationDeps } from './moderation.deps';

/**
 * Appeals (Digital Services Act art. 20): the member answers a statement of reasons, logged in
 * (their statements on /notifications) or from the mailed link (its token: a suspended or banned
 * member cannot log in); a moderator other than the one who acted upholds or reverses it. Appeals
 * and decisions are rows of their own append-only tables, never changes to the action log.
 */
export function createAppeals(
  deps: ModerationDeps,
  seams: { restorePhoto: (profileId: number, photoId: number) => Promise<boolean> },
) {
  return {
    statements: (member: Member) => statements(deps, member),
    appealAsMember: (member: Member, actionId: number, text: string) =>
      appealAsMember(deps, member, actionId, text),
    linkStatement: (token: string) => linkStatement(deps, token),
    appealByLink: (token: string, text: string) => appealByLink(deps, token, text),
    appeals: (moderator: Member) => openAppeals(deps, moderator),
    appeal: (moderator: Member, id: number) => appealOnSite(deps, moderator, id),
    decide: (moderator: Member, input: DecideInput) => decide(deps, seams, moderator, input),
  };
}

function statementOf(row: repo.StatementRow, now: Date): Statement {
  const appeal =
    row.appealId === null || row.appealedAt === null
      ? null
      : {
          status: row.outcome ?? ('open' as const),
          created_at: row.appealedAt.toISOString(),
          decision_reason: row.decisionReason,
          decided_at: row.decidedAt?.toISOString() ?? null,
        };
  return {
    id: row.id,
    action: row.action,
    ground: row.ground as ReportReason,
    reason: row.reason,
    until: row.until && !isBan(row.until) ? row.until.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    appealable: appeal === null && appealOpen(row.createdAt, now),
    appeal,
  };
}

async function statements(deps: ModerationDeps, member: Member) {
  const rows = await repo.statementsOfUser(deps.db, member.user.id);
  const now = deps.now();
  return { statements: rows.map((row) => statementOf(row, now)) };
}

/** Stores the appeal of an action; refuses a second one and one past the window. */
async function lodge(deps: ModerationDeps, row: repo.StatementRow, text: string, via: 'member' | 'link') {
  const now = deps.now();
  if (row.appealId !== null)
    throw new ApiError(409, 'already_appealed', 'This decision was appealed already');
  if (!appealOpen(row.createdAt, now))
    throw new ApiError(400, 'bad_request', 'The time to appeal this decision has run out');
  const id = await repo.insertAppeal(deps.db, {
    siteId: row.siteId,
    actionId: row.id,
    profileId: row.profileId,
    userId: row.userId,
    text,
    via,
    createdAt: now,
  });
  if (id === undefined) throw new ApiError(409, 'already_appealed', 'This decision was appealed already');
  const stored = await repo.statementById(deps.db, row.id);
  return { ok: true as const, statement: statementOf(stored!, now) };
}

async function appealAsMember(deps: ModerationDeps, member: Member, actionId: number, text: string) {
  const row = await repo.statementById(deps.db, actionId);
  // Another member's action, or a dismissal (no statement was sent): as if there were none.
  if (!row || row.userId !== member.user.id || row.action === 'dismiss') throw notFound('Decision not found');
  return lodge(deps, row, text, 'member');
}

/** The statement of a link's token, or `token_invalid` (unknown, or past the appeal window). */
async function byToken(deps: ModerationDeps, token: string) {
  const row = await repo.statementByTokenHash(deps.db, hashToken(token));
  if (!row || (row.appealId === null && !appealOpen(row.createdAt, deps.now())))
    throw new ApiError(400, 'token_invalid', 'This link is not valid (any more)');
  return row;
}

async function linkStatement(deps: ModerationDeps, token: string) {
  const row = await byToken(deps, token);
  const name = (await repo.reportedMember(deps.db, row.profileId))?.profile.name ?? '';
  return { statement: statementOf(row, deps.now()), name };
}

async function appealByLink(deps: ModerationDeps, token: string, text: string) {
  return lodge(deps, await byToken(deps, token), text, 'link');
}

function appealSummaryOf(row: repo.AppealRow, moderator: Member, now: Date): AppealSummary {
  return {
    id: row.appealId,
    text: row.appealText ?? '',
    created_at: (row.appealedAt ?? now).toISOString(),
    status: row.outcome ?? 'open',
    member: { id: row.profileId, name: row.memberName },
    statement: statementOf(row, now),
    moderator: row.moderator ?? '',
    mine: row.moderatorUserId === moderator.user.id,
  };
}

async function openAppeals(deps: ModerationDeps, moderator: Member) {
  const rows = await repo.openAppeals(deps.db, moderator.user.siteId, 200);
  const now = deps.now();
  return { appeals: rows.map((row) => appealSummaryOf(row, moderator, now)) };
}

/** An appeal of the moderator's site, or 404. */
async function findOnSite(deps: ModerationDeps, moderator: Member, id: number) {
  const row = await repo.findAppeal(deps.db, id);
  if (!row || row.siteId !== moderator.user.siteId) throw notFound('Appeal not found');
  return row;
}

async function appealOnSite(deps: ModerationDeps, moderator: Member, id: number) {
  return appealSummaryOf(await findOnSite(deps, moderator, id), moderator, deps.now());
}

export interface DecideInput {
  appeal: number;
  outcome: AppealOutcome;
  reason: string;
}

/**
 * A second moderator's decision, in one transaction: the decision's row (append-only, one per
 * appeal), the restriction undone when reversed, and the outcome queued as a mail in the member's
 * language. A lifted suspension then lets the member back in at once: every process drops what it
 * kept of them, as when a suspension runs out.
 */
async function decide(
  deps: ModerationDeps,
  seams: { restorePhoto: (profileId: number, photoId: number) => Promise<boolean> },
  moderator: Member,
  input: DecideInput,
) {
  const row = await findOnSite(deps, moderator, input.appeal);
  // The member is owed a look by someone else: the moderator who acted does not judge their own call.
  if (row.moderatorUserId === moderator.user.id)
    throw new ApiError(403, 'forbidden', 'Another moderator decides the appeal of your own action');
  if (row.outcome !== null) throw new ApiError(409, 'appeal_decided', 'This appeal was decided already');
  const now = deps.now();
  const reversed = input.outcome === 'reversed';
  // A dismissal sends no statement, so it is never appealed.
  const action = row.action as Exclude<LoggedAction, 'dismiss'>;
  const [account] = row.userId === null ? [] : await repo.accountsOf(deps.db, [row.userId]);
  const { decided, lifted } = await deps.db.transaction(async (tx) => {
    const id = await repo.insertDecision(tx, {
      appealId: row.appealId,
      moderatorUserId: moderator.user.id,
      outcome: input.outcome,
      reason: input.reason,
      createdAt: now,
    });
    if (id === undefined) return { decided: false, lifted: false };
    const ends = reversed && (action === 'suspend' || action === 'ban') && row.userId !== null && row.until;
    const lifted = ends ? await repo.endSuspension(tx, row.userId!, row.until!) : false;
    if (reversed && action === 'hide_text') await repo.setAboutHidden(tx, row.profileId, false);
    if (account && account.status !== 'deleted') {
      await deps.mail.queue(tx, {
        kind: 'appealDecision',
        siteId: row.siteId,
        userId: account.id,
        to: account.email,
        locale: account.language ?? 'en',
        name: row.memberName,
        path: reversed ? '/login' : '/complaints',
        expires: null,
        decision: { outcome: input.outcome, action, reason: input.reason },
      });
    }
    return { decided: true, lifted };
  });
  if (!decided) throw new ApiError(409, 'appeal_decided', 'This appeal was decided already');
  const restored =
    reversed && (action === 'hide_photo' || action === 'reject_photo') && row.photoId !== null
      ? await seams.restorePhoto(row.profileId, row.photoId)
      : reversed;
  if (reversed && row.userId !== null) await deps.events.emit(memberChanged(row.userId));
  if (lifted) await deps.events.emit({ type: 'likesChanged', profiles: [row.profileId] });
  return { ok: true as const, restored };
}
