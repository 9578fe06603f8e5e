import type { CreditPackage } from '@amori/contract';
import {
  DIRECT_DEBIT_FIELD_MAX,
  DIRECT_DEBIT_FIELDS,
  discountedPrice,
  type DirectDebitField,
} from '@amori/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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

/** The codes said at their field, not above the form. */
const FIELD_CODES: Partial<Record<DirectDebitError, DirectDebitField | 'authorised'>> = {
  iban_invalid: 'iban',
  mobile_invalid: 'mobile',
  authorisation_required: 'authorised',
};

/** What the server found wrong with a field: left empty, or not accepted as it is. */
export type DirectDebitFieldError = 'required' | 'invalid';
export type DirectDebitFieldErrors = Partial<Record<DirectDebitField | 'authorised', DirectDebitFieldError>>;

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
  /** The fields the server refused (its `details.fields`), each marked with its own message. */
  fieldErrors?: DirectDebitFieldErrors | null;
  onSubmit: (values: DirectDebitValues) => void;
  onConfirm: (code: string) => void;
  backHref: string;
  /** Filled in (a story, or the form kept after an error). */
  initialValues?: Partial<DirectDebitValues>;
}

const LABELS: Record<DirectDebitField, string> = {
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
  // Set by a send with something missing: from then on each field says what it lacks as it is typed.
  const [checked, setChecked] = useState(false);
  // Asks for focus on the first field with a message, once it is shown (a send refused here or by the server).
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const { pack, error, fieldErrors } = props;

  const fieldError = (name: DirectDebitField): string | undefined => {
    if (checked && values[name].trim() === '') return t(`directDebit.required.${LABELS[name]}`);
    const refused = fieldErrors?.[name];
    if (refused === 'required') return t(`directDebit.required.${LABELS[name]}`);
    if (refused === 'invalid')
      return name === 'iban' || name === 'mobile' ? t(`errors.${name}_invalid`) : t('directDebit.invalid');
    return error && FIELD_CODES[error] === name ? t(`errors.${error}`) : undefined;
  };
  const authorisationError =
    (checked && !values.authorised) || fieldErrors?.authorised || error === 'authorisation_required'
      ? t('errors.authorisation_required')
      : undefined;
  const formError = error && !FIELD_CODES[error] ? error : null;

  const firstInvalid = (): string | null =>
    props.step === 'code'
      ? null
      : (DIRECT_DEBIT_FIELDS.find((name) => fieldError(name)) ?? (authorisationError ? 'authorised' : null));

  useEffect(() => {
    if (focusRequest === 0 && !fieldErrors && !error) return;
    const name = firstInvalid();
    const control = name ? form.current?.querySelector<HTMLElement>(`[name="${name}"]`) : null;
    control?.focus();
    // Only a new send, or a new answer from the server, moves focus: not each key typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, fieldErrors, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.step === 'code') {
      props.onConfirm(code);
      return;
    }
    const missing = DIRECT_DEBIT_FIELDS.some((name) => values[name].trim() === '') || !values.authorised;
    if (missing) {
      setChecked(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    props.onSubmit(values);
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
        <form ref={form} className={page.form} onSubmit={submit} noValidate>
          <p className={page.muted}>
            {t('directDebit.intro', {
              price: new Intl.NumberFormat(i18n.language, {
                style: 'currency',
                currency: pack.currency,
              }).format(discountedPrice(pack.price, props.discount?.percentage)),
              credits: pack.credits,
            })}
          </p>
          {formError ? (
            <Alert tone="danger" announce>
              {formError === 'generic' ? t('error') : t(`errors.${formError}`)}
            </Alert>
          ) : null}
          {props.step === 'form' ? (
            <>
              {DIRECT_DEBIT_FIELDS.map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(`directDebit.${LABELS[name]}`)}
                  value={values[name]}
                  onChange={(value) => setValues({ ...values, [name]: value })}
                  isRequired
                  validationBehavior="aria"
                  maxLength={DIRECT_DEBIT_FIELD_MAX[name]}
                  {...(name === 'mobile' ? { type: 'tel', description: t('directDebit.mobileHelp') } : {})}
                  errorMessage={fieldError(name)}
                />
              ))}
              <Checkbox
                name="authorised"
                isSelected={values.authorised}
                onChange={(authorised) => setValues({ ...values, authorised })}
                errorMessage={authorisationError}
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
