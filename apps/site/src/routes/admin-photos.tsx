import { useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DecidePhotoBody } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { loginRedirect } from '@amori/core';
import { PhotoQueueScreen, type PhotoQueueScreenProps } from '@amori/screens';
import { callApi } from '../data/client';
import { callApiFor, sessionUserFor } from '../data/server-api.server';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/admin-photos';

/** /admin/photos: the photo queue, for moderators and operators. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUserFor(request).catch(() => null);
  if (!user) throw redirect(loginRedirect('/admin/photos'));
  if (user.role === 'member') throw new Response(null, { status: 403 });
  return callApiFor(request, endpoints.getPhotoQueue);
}

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }];

export default function AdminPhotosRoute({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<PhotoQueueScreenProps['outcome']>(null);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const decide = (body: DecidePhotoBody) => {
    setBusyId(body.photo);
    setOutcome(null);
    callApi(endpoints.decidePhoto, { body, retries: 0 })
      .then(async () => {
        setOutcome(body.decision === 'approve' ? 'approved' : 'rejected');
        await revalidator.revalidate();
      })
      .catch(() => setOutcome('error'))
      .finally(() => setBusyId(null));
  };
  return (
    <PhotoQueueScreen
      status="ready"
      photos={loaderData.photos}
      busyId={busyId}
      outcome={outcome}
      backHref="/admin"
      formatDate={(iso) => format.format(new Date(iso))}
      onApprove={(photo) => decide({ photo, decision: 'approve' })}
      onReject={(photo, ground, reason) => decide({ photo, decision: 'reject', ground, reason })}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
