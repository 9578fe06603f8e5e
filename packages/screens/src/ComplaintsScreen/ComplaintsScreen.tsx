import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_KINDS, singleFullStops, type ComplaintKind } from '@amori/core';
import { Alert, Button, EmailField, NativeSelect, TextArea, TextField } from '@amori/ui';
import * as styles from '../shared/page.css';
import { PostForm } from '../shared/PostForm';

// The kinds come from core, which the contract's schema uses too: the form offers exactly what the server accepts.
export { COMPLAINT_KINDS, type ComplaintKind };

export interface ComplaintValues {
  name: string;
  email: string;
  kind: ComplaintKind;
  subject: string;
  message: string;
}

export interface ComplaintsScreenProps {
  status: 'idle' | 'submitting' | 'sent' | 'error';
  onSubmit: (values: ComplaintValues) => void;
  defaultEmail?: string;
  /** What the form held when it was sent and came back (a form sent before the page's scripts ran). */
  defaultValues?: Partial<ComplaintValues>;
  /** The company that handles complaints; null while it loads or when unknown. */
  company?: ComplaintsCompany | null;
}

export interface ComplaintsCompany {
  name: string;
  address: string;
  city: string;
  country: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = 'name' | 'email' | 'subject' | 'message';

/** The complaints form. */
export function ComplaintsScreen({
  status,
  onSubmit,
  defaultEmail,
  defaultValues,
  company = null,
}: ComplaintsScreenProps) {
  const { t } = useTranslation('support');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [values, setValues] = useState<ComplaintValues>({
    name: '',
    email: defaultEmail ?? '',
    kind: 'content',
    subject: '',
    message: '',
    ...defaultValues,
  });
  // A form that came back is judged at once: each field says what is wrong with it.
  const [touched, setTouched] = useState(defaultValues !== undefined);

  const problem = (field: Field): string | null => {
    if (!touched) return null;
    if (!values[field].trim()) return t('complaints.required');
    if (field === 'email' && !EMAIL.test(values.email.trim())) return t('complaints.invalidEmail');
    return null;
  };
  const fields: Field[] = ['name', 'email', 'subject', 'message'];
  const stepsValue: unknown = t('complaints.procedure.steps', { returnObjects: true });
  const steps = Array.isArray(stepsValue) ? stepsValue.filter((step) => typeof step === 'string') : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const ok = fields.every((f) => values[f].trim()) && EMAIL.test(values.email.trim());
    if (ok) onSubmit({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  if (status === 'sent') {
    return (
      <section className={styles.page} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('complaints.title')}
        </h1>
        <Alert tone="success" announce>
          {t('complaints.sent')}
        </Alert>
      </section>
    );
  }

  const text = (field: Field, multiline = false) => {
    const common = {
      name: field,
      label: t(`complaints.${field}`),
      isRequired: true,
      validationBehavior: 'aria' as const,
      value: values[field],
      errorMessage: problem(field) ?? undefined,
      onChange: (value: string) => setValues({ ...values, [field]: value }),
    };
    if (multiline) return <TextArea key={field} {...common} rows={6} />;
    if (field === 'email') return <EmailField key={field} {...common} />;
    return <TextField key={field} {...common} autoComplete={field === 'name' ? 'name' : 'off'} />;
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('complaints.title')}
      </h1>
      <p className={styles.muted}>{t('complaints.intro')}</p>
      {/* A form that came back with a bad field says so at the field: "try again later" would mislead. */}
      {status === 'error' && fields.every((field) => !problem(field)) && (
        <Alert tone="danger" announce>
          {te('generic')}
        </Alert>
      )}
      <PostForm
        onSubmit={submit}
        busy={status === 'submitting'}
        onTypedEarly={(typed) =>
          setValues((current) => ({ ...current, ...(typed as Partial<ComplaintValues>) }))
        }
      >
        {text('name')}
        {text('email')}
        <NativeSelect
          label={t('complaints.kind')}
          name="kind"
          isRequired
          value={values.kind}
          options={COMPLAINT_KINDS.map((kind) => ({ value: kind, label: t(`complaints.kinds.${kind}`) }))}
          onChange={(kind) => setValues({ ...values, kind: kind as ComplaintKind })}
        />
        {text('subject')}
        {text('message', true)}
        <Button type="submit" variant="primary" size="large" isDisabled={status === 'submitting'}>
          {status === 'submitting' ? t('complaints.sending') : t('complaints.submit')}
        </Button>
      </PostForm>
      <section className={styles.prose} aria-labelledby={`${id}-procedure`}>
        <h2 id={`${id}-procedure`}>{t('complaints.procedure.title')}</h2>
        <ol className={styles.list}>
          {steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {company && (
          <p>
            {singleFullStops(
              t('complaints.procedure.note', {
                company: company.name,
                address: company.address,
                city: company.city,
                country: company.country,
              }),
            )}
          </p>
        )}
      </section>
    </section>
  );
}
