import type { TransparencyReport } from '@amori/contract';
import { LOGGED_ACTIONS, median, REPORT_REASONS } from '@amori/core';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Member } from '../../plugins/session';
import * as repo from './console.repository';

export interface TransparencyDeps {
  db: Database;
}

/** The longest period one report covers: a year and a day (a leap year's report). */
const MAX_DAYS = 367;
const DAY_MS = 86_400_000;

/**
 * The transparency report (Digital Services Act articles 15 and 24) of the moderator's site for
 * a period: reports by reason, log rows by kind, the median time from report to action, appeals
 * and reversals; as JSON or as CSV.
 */
export function createTransparency(deps: TransparencyDeps) {
  return {
    report: (moderator: Member, from: string, to: string) => report(deps, moderator, from, to),
    csv: toCsv,
  };
}

export type Transparency = ReturnType<typeof createTransparency>;

/** Whole days in UTC, both included, as [from, the day after to). */
function periodOf(from: string, to: string): repo.Period {
  const start = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  const invalid = (field: 'from' | 'to', message: string) =>
    new ApiError(400, 'validation_failed', message, { fields: { [field]: 'invalid' } });
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== from)
    throw invalid('from', 'Not a date');
  if (Number.isNaN(last.getTime()) || last.toISOString().slice(0, 10) !== to)
    throw invalid('to', 'Not a date');
  if (last < start) throw invalid('to', 'The period ends before it starts');
  if ((last.getTime() - start.getTime()) / DAY_MS >= MAX_DAYS)
    throw invalid('to', `A report covers at most ${MAX_DAYS} days`);
  return { from: start, to: new Date(last.getTime() + DAY_MS) };
}

function countsOf<K extends string>(keys: readonly K[], rows: { key: string; count: number }[]) {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in counts) counts[row.key as K] = row.count;
  return counts;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function report(
  deps: TransparencyDeps,
  moderator: Member,
  from: string,
  to: string,
): Promise<TransparencyReport> {
  const period = periodOf(from, to);
  const site = moderator.user.siteId;
  const [reasons, kinds, seconds, appealed] = await Promise.all([
    repo.reportsByReason(deps.db, site, period),
    repo.actionsByKind(deps.db, site, period),
    repo.secondsToAction(deps.db, site, period),
    repo.appealCounts(deps.db, site, period),
  ]);
  const byReason = countsOf(REPORT_REASONS, reasons);
  const byKind = countsOf(LOGGED_ACTIONS, kinds);
  const middle = median(seconds);
  return {
    from,
    to,
    reports: { total: sum(byReason), by_reason: byReason },
    actions: { total: sum(byKind), by_kind: byKind },
    median_seconds_to_action: middle === null ? null : Math.round(middle),
    appeals: appealed.appeals,
    reversals: appealed.reversals,
  };
}

/** The report as CSV: a header, then one row per figure (section, key, value). */
function toCsv(report: TransparencyReport): string {
  const rows: [string, string, string | number][] = [
    ['period', 'from', report.from],
    ['period', 'to', report.to],
    ...Object.entries(report.reports.by_reason).map(
      ([k, v]) => ['reports', k, v] as [string, string, number],
    ),
    ['reports', 'total', report.reports.total],
    ...Object.entries(report.actions.by_kind).map(([k, v]) => ['actions', k, v] as [string, string, number]),
    ['actions', 'total', report.actions.total],
    ['median_seconds_to_action', '', report.median_seconds_to_action ?? ''],
    ['appeals', '', report.appeals],
    ['reversals', '', report.reversals],
  ];
  return ['section,key,value', ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n';
}
