import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitingPhoto } from '@amori/contract';
import { REPORT_REASONS, type ReportReason, MODERATOR_REASON } from '@amori/core';
import { Alert, Button, NativeSelect, Stack, TextArea } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ConsolePage } from './ConsolePage';
import * as own from './PhotoQueueScreen.css';

export interface PhotoQueueScreenProps {
  status: 'loading' | 'ready' | 'error';
  photos: readonly WaitingPhoto[];
  /** The photo a decision is being sent for. */
  busyId: number | null;
  /** How the last decision went. */
  outcome: 'approved' | 'rejected' | 'error' | null;
  onApprove: (id: number) => void;
  onReject: (id: number, ground: ReportReason, reason: string) => void;
  backHref: string;
  formatDate: (iso: string) => string;
}

/**
 * The console's photo queue: new profile photos waiting for approval, the oldest first. Each is
 * approved at once, or rejected with the rule it breaks and a reason the member is sent.
 */
export function PhotoQueueScreen(props: PhotoQueueScreenProps) {
  const { t } = useTranslation('admin');
  const [rejecting, setRejecting] = useState<number | null>(null);
  return (
    <ConsolePage title={t('photoQueue.title')} backHref={props.backHref}>
      {props.outcome ? (
        <Alert tone={props.outcome === 'error' ? 'danger' : 'success'} announce>
          {t(`photoQueue.outcome.${props.outcome}`)}
        </Alert>
      ) : null}
      {props.status === 'loading' ? (
        <p role="status">{t('console.loading')}</p>
      ) : props.status === 'error' ? (
        <Alert tone="danger">{t('console.loadFailed')}</Alert>
      ) : props.photos.length === 0 ? (
        <p className={styles.muted}>{t('photoQueue.empty')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('photoQueue.caption', { count: props.photos.length })}</p>
          <ul aria-label={t('photoQueue.title')} className={own.grid}>
            {props.photos.map((photo) => (
              <li key={photo.id} data-photo-id={photo.id} className={own.card}>
                <img
                  src={photo.url}
                  alt={t('photoQueue.alt', { name: photo.profile.name })}
                  className={own.photo}
                />
                <p className={own.caption}>
                  {photo.profile.name},{' '}
                  <time dateTime={photo.uploaded_at}>{props.formatDate(photo.uploaded_at)}</time>
                </p>
                {rejecting === photo.id ? (
                  <RejectForm
                    name={photo.profile.name}
                    busy={props.busyId === photo.id}
                    onCancel={() => setRejecting(null)}
                    onReject={(ground, reason) => props.onReject(photo.id, ground, reason)}
                  />
                ) : (
                  <Stack direction="row" gap="small">
                    <Button
                      size="small"
                      loading={props.busyId === photo.id}
                      onPress={() => props.onApprove(photo.id)}
                      aria-label={t('photoQueue.approveName', { name: photo.profile.name })}
                    >
                      {t('photoQueue.approve')}
                    </Button>
                    <Button
                      size="small"
                      variant="outline"
                      isDisabled={props.busyId === photo.id}
                      onPress={() => setRejecting(photo.id)}
                      aria-label={t('photoQueue.rejectName', { name: photo.profile.name })}
                    >
                      {t('photoQueue.reject')}
                    </Button>
                  </Stack>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </ConsolePage>
  );
}

function RejectForm({
  name,
  busy,
  onCancel,
  onReject,
}: {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (ground: ReportReason, reason: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [ground, setGround] = useState<ReportReason>('explicit_photo');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const short = reason.trim().length < MODERATOR_REASON.min;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!short) onReject(ground, reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('photoQueue.rejectName', { name })}>
      <Stack gap="small">
        <NativeSelect
          label={t('photoQueue.ground')}
          value={ground}
          onChange={(value) => setGround(value as ReportReason)}
          options={REPORT_REASONS.map((value) => ({ value, label: tc(`report.reasons.${value}`) }))}
        />
        <TextArea
          label={t('photoQueue.reasonLabel')}
          description={t('photoQueue.reasonHint')}
          value={reason}
          onChange={setReason}
          isRequired
          maxLength={MODERATOR_REASON.max}
          errorMessage={touched && short ? t('photoQueue.reasonRequired') : undefined}
        />
        <Stack direction="row" gap="small">
          <Button type="submit" size="small" loading={busy}>
            {t('photoQueue.confirmReject')}
          </Button>
          <Button size="small" variant="ghost" onPress={onCancel}>
            {t('photoQueue.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
