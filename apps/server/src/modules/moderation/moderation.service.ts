import { randomBytes } from 'node:crypto';
import type { ReportBody, ReportDetail, ReportSummary } from '@amori/contract';
import {
  BANNED_UNTIL,
  ageOn,
  isBan,
  isSuspended,
  reportSeverity,
  restrictsMember,
  suspensionEnd,
  type ModerationAction,
  type ReportReason,
} from '@amori/core';
import type { KeptItem, ReportEvidence, SiteRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { hashToken } from '../../lib/hashing';
import { memberChanged } from '../../lib/events';
import type { Member } from '../../plugins/session';
import { createAppeals } from './moderation.appeals';
import type { ModerationDeps } from './moderation.deps';
import * as repo from './moderation.repository';

export type { ModerationDeps };

/** The job that ends a suspension when its time is up. */
export const LIFT_SUSPENSION_JOB = 'moderation.lift';

/**
 * Reports and moderation: members and visitors report members (with evidence kept), moderators
 * work the queue, and each action is logged (append-only), mailed to the member as a statement of
 * reasons, and, for a suspension or ban, takes effect in every process at once.
 */
export function createModeration(deps: ModerationDeps) {
  deps.jobs.register(LIFT_SUSPENSION_JOB, (payload) => lift(deps, (payload as { userId: number }).userId));
  // An appeal that reversed hide_photo shows the photo again (hiding keeps its row and files).
  const restore = (profileId: number, photoId: number) => deps.photos.restore(profileId, photoId);
  return {
    report: (site: SiteRow, member: Member | null, body: ReportBody) => report(deps, site, member, body),
    queue: (moderator: Member) => queue(deps, moderator),
    detail: (moderator: Member, id: number) => detail(deps, moderator, id),
    act: (moderator: Member, input: ActInput) => act(deps, moderator, input),
    restorePhoto: restore,
    ...createAppeals(deps, { restorePhoto: restore }),
  };
}

/** A statement's appeal link token: its mail holds it, the log only its hash. */
export const newAppealToken = () => randomBytes(32).toString('base64url');

export type Moderation = ReturnType<typeof createModeration>;

/** Places whose report is about one message (its copy is the evidence). */
const MESSAGE_PLACES = new Set(['message', 'chat_photo']);

/** How many of the reported member's latest messages a report of a conversation keeps. */
export const KEPT_CONVERSATION_MESSAGES = 20;

async function report(deps: ModerationDeps, site: SiteRow, member: Member | null, body: ReportBody) {
  if (!member && !body.email)
    throw new ApiError(400, 'validation_failed', 'An e-mail address is needed for the answer', {
      fields: { email: 'required' },
    });
  const me = member?.profile?.id ?? null;
  if (me !== null && body.profile === me) throw new ApiError(400, 'bad_request', 'That is your own profile');
  const found = await deps.directory.findProfile(body.profile);
  if (!found || found.profile.siteId !== site.id || found.accountStatus === 'deleted')
    throw notFound('Member not found');

  let subject = 'profile';
  let messageId: number | null = null;
  let evidence: ReportEvidence | null = null;
  if (MESSAGE_PLACES.has(body.place)) {
    if (me === null || body.message === undefined)
      throw new ApiError(400, 'bad_request', 'Name the message you report');
    const message = await repo.messageFromTo(deps.db, body.message, body.profile, me);
    if (!message) throw notFound('Message not found');
    subject = `message:${message.id}`;
    messageId = message.id;
    evidence = keptCopy(message);
  } else if (body.place === 'chat') {
    // The conversation of the two (there is one a pair): the reported member's latest messages
    // in it are copied, so what they delete later is still there for the moderator.
    if (me === null) throw new ApiError(400, 'bad_request', 'A visitor has no conversation to report');
    subject = 'chat';
    const latest = await repo.latestMessages(deps.db, body.profile, me, KEPT_CONVERSATION_MESSAGES);
    evidence = { kind: 'conversation', messages: latest.map((m) => ({ id: m.id, ...keptCopy(m) })) };
  } else if (body.photo !== undefined) {
    const photo = await repo.photoOf(deps.db, body.profile, body.photo);
    if (!photo) throw notFound('Photo not found');
    subject = `photo:${photo.id}`;
    evidence = { kind: 'photo', text: '', key: photo.filename, sentAt: null };
  }

  const id = await repo.insertReport(deps.db, {
    siteId: site.id,
    reporterUserId: member?.user.id ?? null,
    reporterEmail: member ? null : body.email!.toLowerCase(),
    reportedProfileId: body.profile,
    place: body.place,
    reason: body.reason,
    severity: reportSeverity(body.reason),
    subject,
    note: body.note ?? '',
    messageId,
    evidence,
    createdAt: deps.now(),
  });
  let blocked = false;
  if (member && body.block) {
    await deps.members.block(member, body.profile);
    blocked = true;
  }
  return { ok: true as const, duplicate: id === undefined, blocked };
}

/** A message as a report keeps it: its text, or a chat photo's full-size file. */
function keptCopy(message: { kind: KeptItem['kind']; body: string; sentAt: Date }): KeptItem {
  return {
    kind: message.kind,
    text: message.kind === 'photo' ? '' : message.body,
    key: message.kind === 'photo' ? photoKeyOf(message.body) : null,
    sentAt: message.sentAt.toISOString(),
  };
}

/** The full-size file of a chat photo message's body (JSON with its storage keys). */
function photoKeyOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { filename?: unknown };
    return typeof parsed.filename === 'string' ? parsed.filename : null;
  } catch {
    return null;
  }
}

function summaryOf(row: repo.ReportSummaryRow): ReportSummary {
  return {
    id: row.id,
    reason: row.reason,
    place: row.place,
    note: row.note,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reporter: row.reporterName ?? row.reporterEmail ?? '',
    reported: { id: row.reportedProfileId, name: row.reportedName },
  };
}

async function queue(deps: ModerationDeps, moderator: Member) {
  const rows = await repo.openReports(deps.db, moderator.user.siteId, 200);
  return { reports: rows.map(summaryOf) };
}

/** A report of the moderator's site, or 404. */
async function reportOnSite(deps: ModerationDeps, moderator: Member, id: number) {
  const row = await repo.findReport(deps.db, id);
  if (!row || row.siteId !== moderator.user.siteId) throw notFound('Report not found');
  return row;
}

async function detail(deps: ModerationDeps, moderator: Member, id: number): Promise<ReportDetail> {
  const row = await reportOnSite(deps, moderator, id);
  const reported = await repo.reportedMember(deps.db, row.reportedProfileId);
  if (!reported) throw notFound('Report not found');
  const now = deps.now();
  const reporterProfile =
    row.reporterUserId === null ? null : await reporterProfileId(deps, row.reporterUserId);
  const [messages, earlier, actions] = await Promise.all([
    reporterProfile === null ? [] : repo.latestMessages(deps.db, row.reportedProfileId, reporterProfile, 20),
    repo.reportsOf(deps.db, row.reportedProfileId, row.id),
    repo.actionsOf(deps.db, row.reportedProfileId),
  ]);
  const until = reported.suspendedUntil;
  const suspended = isSuspended(until, now);
  return {
    report: summaryOf(row),
    evidence: evidenceOf(deps, row.evidence),
    member: {
      id: reported.profile.id,
      name: reported.profile.name,
      age: ageOn(reported.profile.birthDate, now),
      country: reported.profile.country,
      about: reported.profile.about,
      status: reported.profile.status,
      suspended_until: suspended && until && !isBan(until) ? until.toISOString() : null,
      banned: suspended && until !== null && isBan(until),
      photos: reported.photos.map((p) => ({ id: p.id, url: deps.storage.url(p.filename) })),
    },
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      text: m.kind === 'photo' ? '' : m.body,
      sent_at: m.sentAt.toISOString(),
    })),
    earlier_reports: earlier.map(summaryOf),
    actions: actions.map((a) => ({
      id: a.id,
      action: a.action,
      ground: a.ground as ReportReason,
      reason: a.reason,
      until: a.until && !isBan(a.until) ? a.until.toISOString() : null,
      moderator: a.moderator ?? '',
      created_at: a.createdAt.toISOString(),
    })),
  };
}

/** What a report kept, as the console shows it (a photo by its address). */
function evidenceOf(deps: ModerationDeps, evidence: ReportEvidence | null): ReportDetail['evidence'] {
  if (!evidence) return null;
  const shown = (item: KeptItem) => ({
    kind: item.kind,
    text: item.text,
    image: item.key ? deps.storage.url(item.key) : null,
    sent_at: item.sentAt,
  });
  if (evidence.kind !== 'conversation') return shown(evidence);
  return {
    kind: 'conversation',
    text: '',
    image: null,
    sent_at: null,
    messages: evidence.messages.map((m) => ({ id: m.id, ...shown(m), sent_at: m.sentAt ?? '' })),
  };
}

function reporterProfileId(deps: ModerationDeps, userId: number): Promise<number | null> {
  return repo.profileIdOfUser(deps.db, userId);
}

export interface ActInput {
  report: number;
  action: ModerationAction;
  ground: ReportReason;
  reason: string;
  photo?: number | undefined;
  days?: number | undefined;
}

/**
 * A moderator's action on a report, in one transaction: the log's row, the report closed, the
 * restriction itself (a hidden photo too) and the statement of reasons queued for the member. Once committed, a
 * suspension or ban ends the member's sessions (their sockets close in every process) and every
 * process drops what it kept of them.
 */
async function act(deps: ModerationDeps, moderator: Member, input: ActInput) {
  const row = await reportOnSite(deps, moderator, input.report);
  const reported = await repo.reportedMember(deps.db, row.reportedProfileId);
  if (!reported) throw notFound('Report not found');
  const now = deps.now();
  if (input.action === 'suspend' && input.days === undefined)
    throw new ApiError(400, 'validation_failed', 'A suspension needs its number of days', {
      fields: { days: 'required' },
    });
  if (input.action === 'hide_photo' && input.photo === undefined)
    throw new ApiError(400, 'validation_failed', 'Name the photo to hide', { fields: { photo: 'required' } });
  if (reported.userId === moderator.user.id)
    throw new ApiError(400, 'bad_request', 'That is your own account');
  if (input.action === 'hide_text' && reported.profile.about.trim() === '')
    throw new ApiError(400, 'bad_request', 'The profile has no text to hide');

  const until =
    input.action === 'ban'
      ? BANNED_UNTIL
      : input.action === 'suspend'
        ? suspensionEnd(now, input.days!)
        : null;
  const userId = reported.userId;
  const mailed =
    restrictsMember(input.action) &&
    userId !== null &&
    !!reported.email &&
    reported.accountStatus !== 'deleted';
  const token = mailed ? newAppealToken() : null;
  const id = await deps.db.transaction(async (tx) => {
    // The photo is hidden in the same commit as the logged action: never one without the other.
    let photoKey: string | null = null;
    if (input.action === 'hide_photo') {
      photoKey = (await deps.photos.withdraw(tx, reported.profile.id, input.photo!)) ?? null;
      if (photoKey === null) throw notFound('Photo not found');
    }
    const actionId = await repo.insertAction(tx, {
      siteId: row.siteId,
      reportId: row.id,
      profileId: reported.profile.id,
      userId,
      moderatorUserId: moderator.user.id,
      action: input.action,
      ground: input.ground,
      reason: input.reason,
      photoId: input.photo ?? null,
      photoKey,
      until,
      appealTokenHash: token === null ? null : hashToken(token),
      createdAt: now,
    });
    await repo.closeReport(tx, row.id, input.action === 'dismiss' ? 'dismissed' : 'actioned', now);
    if (until) {
      await repo.suspend(tx, userId, reported.profile.id, until);
      if (userId !== null && input.action === 'suspend')
        await deps.jobs.enqueue(LIFT_SUSPENSION_JOB, { userId }, { db: tx, runAt: until });
    }
    if (input.action === 'hide_text') await repo.setAboutHidden(tx, reported.profile.id, true);
    if (mailed && token !== null) {
      await deps.mail.queue(tx, {
        kind: 'moderation',
        siteId: row.siteId,
        userId,
        to: reported.email!,
        locale: reported.language ?? 'en',
        name: reported.profile.name,
        path: `/appeal?token=${token}`,
        expires: null,
        statement: {
          action: input.action as Exclude<ModerationAction, 'dismiss'>,
          ground: input.ground,
          reason: input.reason,
          until: until && !isBan(until) ? until.toISOString() : null,
        },
      });
    }
    return actionId;
  });
  if (userId !== null && input.action !== 'dismiss') {
    if (until) await deps.sessions.endAll(userId);
    await deps.events.emit(memberChanged(userId));
  }
  if (until) await deps.events.emit({ type: 'likesChanged', profiles: [reported.profile.id] });
  return { ok: true as const, action: id };
}

/** A suspension's time is up: the member may log in again and shows again. */
async function lift(deps: ModerationDeps, userId: number): Promise<void> {
  if (await repo.liftSuspension(deps.db, userId, deps.now())) await deps.events.emit(memberChanged(userId));
}
