import { endpoints } from '@amori/contract/browser';
import type { ReportPlace, ReportReason } from '@amori/core';
import { mutate } from 'swr';
import { ApiRequestError, callApi } from './client';
import { memberKey } from './members';
import { swrKeys } from './keys';

export interface ReportInput {
  profile: number;
  place: ReportPlace;
  reason: ReportReason;
  note: string;
  block: boolean;
  /** A visitor's address for the answer. */
  email?: string;
  message?: number;
}

/** Reports a member (and blocks them when asked); answers whether they were blocked. */
export async function reportMember(input: ReportInput): Promise<{ blocked: boolean }> {
  const answer = await callApi(endpoints.reportMember, {
    body: {
      profile: input.profile,
      place: input.place,
      reason: input.reason,
      ...(input.note ? { note: input.note } : {}),
      ...(input.message !== undefined ? { message: input.message } : {}),
      ...(input.email ? { email: input.email } : {}),
      ...(input.block ? { block: true } : {}),
    },
    retries: 0,
  });
  if (answer.blocked)
    await Promise.all([
      mutate(swrKeys.likes),
      mutate(swrKeys.chats),
      mutate(memberKey(input.profile)),
      mutate(swrKeys.blocks),
    ]);
  return { blocked: answer.blocked };
}

/** Where a report dialog stands: being filled in, sending, done, or failed (and why). */
export type ReportStatus = 'idle' | 'sending' | 'done' | 'error' | 'rate_limited';

/** The report dialog's state after a report failed: the server's rate limit has its own message. */
export function reportFailure(error: unknown): 'rate_limited' | 'error' {
  return error instanceof ApiRequestError && error.code === 'rate_limited' ? 'rate_limited' : 'error';
}
