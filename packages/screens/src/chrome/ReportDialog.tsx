import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason } from '@amori/core';
import { Alert, Button, Checkbox, EmailField, Modal, RadioGroup, Stack, TextArea } from '@amori/ui';

export interface ReportValues {
  reason: ReportReason;
  note: string;
  /** Block the member too (members only). */
  block: boolean;
  /** A visitor's address for the answer. */
  email: string;
}

export interface ReportDialogProps {
  /** The reported member's name, in the title. */
  memberName: string;
  /**
   * What is reported: the member, one of their messages or photos, or the conversation with them
   * (the evidence is kept).
   */
  subject?: 'member' | 'message' | 'photo' | 'conversation';
  /** A visitor reports: an e-mail address is asked, and there is no block option. */
  visitor?: boolean;
  /**
   * `done`: the report is in (`blocked`: the member is blocked too); `error`: it failed;
   * `rate_limited`: the reporter sent too many reports lately (the server refused it).
   */
  status: 'idle' | 'sending' | 'done' | 'error' | 'rate_limited';
  blocked?: boolean;
  onSubmit: (values: ReportValues) => void;
  onClose: () => void;
}

/**
 * Reporting a member: why (one of the reasons), an optional note and, for a member, blocking them
 * in the same step; then a done state that says what happens next. Escape and the close button
 * close it at any point.
 */
export function ReportDialog({
  memberName,
  subject = 'member',
  visitor = false,
  status,
  blocked = false,
  onSubmit,
  onClose,
}: ReportDialogProps) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [block, setBlock] = useState(false);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const sending = status === 'sending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!reason || (visitor && !email.trim())) return;
    onSubmit({ reason, note: note.trim(), block: !visitor && block, email: email.trim() });
  };

  if (status === 'done') {
    return (
      <Modal
        open
        size="small"
        title={t('report.doneTitle')}
        closeLabel={t('report.close')}
        onOpenChange={(open) => !open && onClose()}
        actions={<Button onPress={onClose}>{t('report.close')}</Button>}
      >
        <p>{t('report.doneText')}</p>
        {blocked && <p>{t('report.doneBlocked', { name: memberName })}</p>}
      </Modal>
    );
  }

  const formId = 'report-dialog-form';
  return (
    <Modal
      open
      size="small"
      title={t(`report.title.${subject}`, { name: memberName })}
      description={t('report.intro')}
      closeLabel={t('report.close')}
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="medium">
          {status === 'error' || status === 'rate_limited' ? (
            <Alert tone="danger" announce>
              {t(status === 'rate_limited' ? 'report.rateLimited' : 'report.failed')}
            </Alert>
          ) : null}
          <RadioGroup
            label={t('report.reasonLabel')}
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
            isRequired
            errorMessage={touched && !reason ? t('report.reasonRequired') : undefined}
            options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
          />
          <TextArea
            label={t('report.noteLabel')}
            description={t('report.noteHint')}
            value={note}
            onChange={setNote}
            maxLength={1000}
            rows={3}
          />
          {visitor ? (
            <EmailField
              label={t('report.emailLabel')}
              description={t('report.emailHint')}
              value={email}
              onChange={setEmail}
              isRequired
              errorMessage={touched && !email.trim() ? t('report.emailRequired') : undefined}
            />
          ) : (
            <Checkbox isSelected={block} onChange={setBlock}>
              {t('report.block', { name: memberName })}
            </Checkbox>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
