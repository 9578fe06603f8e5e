import type { CreditPackage } from '@amori/contract';
import { discountedPrice } from '@amori/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Checkbox, EmptyState, Skeleton, TextField } from '@amori/ui';
import * as page from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

export const DIRECT_DEBIT_ERRORS = [
  'iban_invalid',
  'mobile_invalid',
  'authorisation_required',
  'direct_debit_blocked',
  'direct_debit_limit',
  'sms_code_invalid',
] as const;
export type DirectDebitError = (typeof DIRECT_DEBIT_ERRORS)[number] | 'generic';

export interface DirectDebitValues {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
  authorised: boolean;
}

export interface DirectDebitScreenProps {
  status: 'loading' | 'ready' | 'notFound';
  pack: CreditPackage | null;
  /** The member's own discount (the time bonus or the welcome discount): the price shown is after it. */
  discount?: { code: string; percentage: number } | null;
  /** The form, then the texted code. */
  step: 'form' | 'code';
  /** Where the code went ("•••• 5678"). */
  mobileHint?: string;
  submitting: boolean;
  error: DirectDebitError | null;
  onSubmit: (values: DirectDebitValues) => void;
  onConfirm: (code: string) => void;
  backHref: string;
  /** Filled in (a story, or the form kept after an error). */
  initialValues?: Partial<DirectDebitValues>;
}

const FIELDS = ['account_holder', 'iban', 'street', 'house_number', 'postal_code', 'city', 'mobile'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  account_holder: 'holder',
  iban: 'iban',
  street: 'street',
  house_number: 'houseNumber',
  postal_code: 'postalCode',
  city: 'city',
  mobile: 'mobile',
};

/** `/directdebit`: account holder, IBAN, address, mobile number and the authorisation; then the SMS code. */
export function DirectDebitScreen(props: DirectDebitScreenProps) {
  const { t, i18n } = useTranslation('credits');
  const id = useId();
  const [values, setValues] = useState<DirectDebitValues>({
    account_holder: '',
    iban: '',
    street: '',
    house_number: '',
    postal_code: '',
    city: '',
    mobile: '',
    authorised: false,
    ...props.initialValues,
  });
  const [code, setCode] = useState('');
  const { pack, error } = props;
  const fieldError = (name: string) =>
    (error === 'iban_invalid' && name === 'iban') || (error === 'mobile_invalid' && name === 'mobile')
      ? t(`errors.${error}`)
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.step === 'form') props.onSubmit(values);
    else props.onConfirm(code);
  };
  const back = (
    <ButtonLink href={props.backHref} variant="link" LinkComponent={ScreenLinkComponent}>
      {t('checkout.back')}
    </ButtonLink>
  );
  return (
    <section className={page.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={page.title}>
        {t('directDebit.title')}
      </h1>
      {props.status === 'loading' ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton shape="rect" height={320} />
        </div>
      ) : props.status === 'notFound' || !pack ? (
        <EmptyState title={t('checkout.notFound')} action={back} />
      ) : (
        <form className={page.form} onSubmit={submit} noValidate>
          <p className={page.muted}>
            {t('directDebit.intro', {
              price: new Intl.NumberFormat(i18n.language, {
                style: 'currency',
                currency: pack.currency,
              }).format(discountedPrice(pack.price, props.discount?.percentage)),
              credits: pack.credits,
            })}
          </p>
          {error && !fieldError('iban') && !fieldError('mobile') ? (
            <Alert tone="danger" announce>
              {error === 'generic' ? t('error') : t(`errors.${error}`)}
            </Alert>
          ) : null}
          {props.step === 'form' ? (
            <>
              {FIELDS.map((name) => (
                <TextField
                  key={name}
                  label={t(`directDebit.${LABELS[name]}`)}
                  value={values[name]}
                  onChange={(value) => setValues({ ...values, [name]: value })}
                  isRequired
                  {...(name === 'mobile' ? { type: 'tel', description: t('directDebit.mobileHelp') } : {})}
                  errorMessage={fieldError(name)}
                />
              ))}
              <Checkbox
                isSelected={values.authorised}
                onChange={(authorised) => setValues({ ...values, authorised })}
                errorMessage={
                  error === 'authorisation_required' ? t('errors.authorisation_required') : undefined
                }
              >
                {t('directDebit.authorise')}
              </Checkbox>
              <Button type="submit" variant="primary" isDisabled={props.submitting}>
                {t('directDebit.send')}
              </Button>
            </>
          ) : (
            <>
              <p role="status">{t('directDebit.codeSent', { mobile: props.mobileHint ?? '' })}</p>
              <TextField
                label={t('directDebit.code')}
                value={code}
                onChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                isRequired
              />
              <Button type="submit" variant="primary" isDisabled={props.submitting || code.trim() === ''}>
                {t('directDebit.confirm')}
              </Button>
            </>
          )}
          {back}
        </form>
      )}
    </section>
  );
}
