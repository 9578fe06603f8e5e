import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpendingLimitsView } from '@amori/contract';
import type { SpendingPeriod } from '@amori/core';
import { Alert, Button, NativeSelect, Skeleton, TextField } from '@amori/ui';
import * as styles from '../shared/page.css';
import * as own from './SettingsScreen.css';

export interface SpendingLimitsSectionProps {
  status: 'loading' | 'ready' | 'error';
  limits: SpendingLimitsView | null;
  dateLocale: string;
  /** A change is on its way to the server. */
  saving?: boolean;
  /** The last change did not go through. */
  failed?: boolean;
  onSaveLimit: (limit: { period: SpendingPeriod; credits: number } | null) => void;
  onStartCoolOff: (days: number) => void;
  onEndCoolOff: () => void;
  onRetry: () => void;
}

type Choice = 'none' | SpendingPeriod;

/**
 * The member's own spending limits in the settings: a credit limit a day or a month, and a
 * cool-off. The server decides when a change applies (a looser one after 24 hours); this says so.
 */
export function SpendingLimitsSection(props: SpendingLimitsSectionProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <section id="spending-limits" className={own.section} aria-labelledby={id}>
      <h2 id={id} className={own.heading}>
        {t('spending.title')}
      </h2>
      <p className={styles.muted}>{t('spending.intro')}</p>
      {props.status === 'loading' && (
        <div aria-busy="true">
          <Skeleton lines={3} />
        </div>
      )}
      {props.status === 'error' && (
        <Alert
          tone="danger"
          actions={
            <Button variant="outline" size="small" onPress={props.onRetry}>
              {t('settings.retry')}
            </Button>
          }
        >
          {t('spending.loadError')}
        </Alert>
      )}
      {props.status === 'ready' && props.limits && <Ready {...props} limits={props.limits} />}
    </section>
  );
}

function Ready(props: SpendingLimitsSectionProps & { limits: SpendingLimitsView }) {
  const { t } = useTranslation('account');
  const { limits } = props;
  // The hour matters: a looser setting applies 24 hours after it was asked for.
  const date = (iso: string) => {
    const options = { dateStyle: 'long', timeStyle: 'short' } as const;
    try {
      return new Intl.DateTimeFormat(props.dateLocale, options).format(new Date(iso));
    } catch {
      return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
    }
  };
  const wish = limits.pending ?? limits;
  const [choice, setChoice] = useState<Choice>(wish.limit?.period ?? 'none');
  const [credits, setCredits] = useState(String(wish.limit?.credits ?? ''));
  const [days, setDays] = useState('7');
  const amount = Number(credits);
  const creditsValid = Number.isInteger(amount) && amount >= 1 && amount <= 1_000_000;
  const dayCount = Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 365;

  const saveLimit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'none') props.onSaveLimit(null);
    else if (creditsValid) props.onSaveLimit({ period: choice, credits: amount });
  };

  return (
    <>
      <p>
        {limits.limit
          ? t(`spending.now.${limits.limit.period}`, { credits: limits.limit.credits, spent: limits.spent })
          : t('spending.now.none')}
      </p>
      {limits.pending && limits.pending_from && (
        <Alert tone="info">{t('spending.pending', { date: date(limits.pending_from) })}</Alert>
      )}
      {props.failed && <Alert tone="danger">{t('spending.saveFailed')}</Alert>}
      <form className={own.switches} onSubmit={saveLimit} noValidate>
        <NativeSelect
          label={t('spending.limit')}
          value={choice}
          options={[
            { value: 'none', label: t('spending.none') },
            { value: 'day', label: t('spending.day') },
            { value: 'month', label: t('spending.month') },
          ]}
          onChange={(value) => setChoice(value as Choice)}
        />
        {choice !== 'none' && (
          <TextField
            label={t('spending.credits')}
            inputMode="numeric"
            value={credits}
            onChange={setCredits}
            errorMessage={credits !== '' && !creditsValid ? t('spending.creditsInvalid') : undefined}
          />
        )}
        <div className={own.buttonsRow}>
          <Button
            type="submit"
            variant="primary"
            isDisabled={props.saving || (choice !== 'none' && !creditsValid)}
          >
            {t('spending.save')}
          </Button>
        </div>
      </form>
      <h3 className={own.heading}>{t('spending.coolOff')}</h3>
      {limits.cool_off_until ? (
        <>
          <p>{t('spending.coolOffUntil', { date: date(limits.cool_off_until) })}</p>
          <div className={own.buttonsRow}>
            <Button variant="outline" isDisabled={props.saving} onPress={props.onEndCoolOff}>
              {t('spending.endCoolOff')}
            </Button>
          </div>
        </>
      ) : (
        <form
          className={own.switches}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (daysValid) props.onStartCoolOff(dayCount);
          }}
        >
          <p className={styles.muted}>{t('spending.coolOffHint')}</p>
          <TextField
            label={t('spending.days')}
            inputMode="numeric"
            value={days}
            onChange={setDays}
            errorMessage={days !== '' && !daysValid ? t('spending.daysInvalid') : undefined}
          />
          <div className={own.buttonsRow}>
            <Button type="submit" variant="outline" isDisabled={props.saving || !daysValid}>
              {t('spending.startCoolOff')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
