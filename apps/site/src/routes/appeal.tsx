import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Statement } from '@amori/contract';
import { AppealScreen, type AppealScreenProps, type AppealSendStatus } from '@amori/screens';
import { appealByLink, appealLink } from '../data/appeals';
import { ApiRequestError } from '../data/client';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';

export const meta = siteMeta;

/**
 * `/appeal?token=...`: a statement of reasons' mailed link. It needs no session: a suspended or
 * banned member cannot log in, and may still appeal.
 */
export default function AppealRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { i18n } = useTranslation();
  const [status, setStatus] = useState<AppealScreenProps['status']>(token ? 'loading' : 'invalid');
  const [statement, setStatement] = useState<Statement | null>(null);
  const [sendStatus, setSendStatus] = useState<AppealSendStatus>('idle');
  useEffect(() => {
    if (!token) return;
    let live = true;
    appealLink(token).then(
      (answer) => {
        if (!live) return;
        setStatement(answer.statement);
        setStatus('ready');
      },
      (e: unknown) => {
        if (!live) return;
        const refused =
          e instanceof ApiRequestError && (e.code === 'token_invalid' || e.code === 'validation_failed');
        setStatus(refused ? 'invalid' : 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <AppealScreen
      status={status}
      statement={statement}
      sendStatus={sendStatus}
      formatDate={(iso) => format.format(new Date(iso))}
      complaintsHref="/complaints"
      onSubmit={(text) => {
        setSendStatus('sending');
        appealByLink(token, text).then(
          (answer) => {
            setStatement(answer.statement);
            setSendStatus('sent');
          },
          (e: unknown) => {
            if (e instanceof ApiRequestError && e.code === 'already_appealed')
              void appealLink(token).then((answer) => setStatement(answer.statement));
            setSendStatus('error');
          },
        );
      }}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
