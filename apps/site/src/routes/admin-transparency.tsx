import { redirect, useNavigate } from 'react-router';
import { endpoints } from '@amori/contract/browser';
import type { TransparencyReport } from '@amori/contract';
import { loginRedirect } from '@amori/core';
import { TransparencyScreen } from '@amori/screens';
import { callApiFor, refusedUrl, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-transparency';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period asked for in the URL, else the last 30 days up to today (UTC). */
function periodOf(url: URL, now: Date): { from: string; to: string } {
  const to = url.searchParams.get('to') ?? '';
  const from = url.searchParams.get('from') ?? '';
  if (DAY.test(from) && DAY.test(to)) return { from, to };
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) };
}

/** /admin/transparency?from=&to=: the transparency report of a period, for moderators and operators. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect(url.pathname + url.search));
  if (user.role === 'member') throw new Response(null, { status: 403 });
  const period = periodOf(url, new Date());
  const report = (await callApiFor(request, endpoints.getTransparencyReport, period).catch(
    refusedUrl,
  )) as TransparencyReport;
  return { ...period, report };
}

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }];

export default function AdminTransparencyRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { from, to, report } = loaderData;
  const file = (format: 'csv' | 'json') =>
    `${endpoints.getTransparencyReport.path}?${new URLSearchParams({ from, to, format }).toString()}`;
  return (
    <TransparencyScreen
      key={`${from}/${to}`}
      status="ready"
      from={from}
      to={to}
      report={report}
      onPeriod={(f, t) =>
        void navigate(`/admin/transparency?${new URLSearchParams({ from: f, to: t }).toString()}`)
      }
      csvHref={file('csv')}
      jsonHref={file('json')}
      backHref="/admin"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
