import type { Interest, OwnProfile, ProfileUpdate } from '@amori/contract';
import { CHOICE_FIELDS, PHOTO_MIME_TYPES, PROFILE_CHOICES, SEEKING, type ChoiceField } from '@amori/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  Checkbox,
  NativeSelect,
  Skeleton,
  Tag,
  TextArea,
  TextField,
  type FileDropItem,
} from '@amori/ui';
import type { SearchRegion } from '../MembersSearchScreen';
import { countryNamer } from '../shared/countryName';
import { LazyFileDrop } from '../shared/LazyFileDrop';
import { RetryableError } from '../shared/ListStates';
import * as styles from '../shared/members.css';
import * as page from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import * as own from './MyProfileScreen.css';

/** Why an upload failed (the API's error codes a member can do something about). */
export type UploadError =
  'photo_limit_reached' | 'unsupported_media_type' | 'payload_too_large' | 'image_too_large' | 'generic';

/** The browser's geolocation permission (spec point 4): unsupported, unknown or the browser's state. */
export type LocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt';

export interface MyProfileScreenProps {
  status: 'loading' | 'ready' | 'error';
  profile?: OwnProfile | null;
  interests: readonly Interest[];
  countries: readonly string[];
  regions: readonly SearchRegion[];
  regionLabels: Readonly<Record<string, string>>;
  /** Files being uploaded, with their progress. */
  uploads: readonly FileDropItem[];
  uploadError: UploadError | null;
  onUpload: (files: File[]) => void;
  onDeletePhoto: (id: number) => void;
  onMakeMain: (id: number) => void;
  /** A photo being deleted or made main. */
  busyPhotoId?: number | null;
  saveState: 'idle' | 'saving' | 'saved' | 'error';
  onSave: (values: ProfileUpdate) => void;
  locationPermission: LocationPermission;
  locating: 'idle' | 'locating' | 'failed' | 'nothing';
  onUseLocation: () => void;
  /** A place the browser's position was geocoded to: put into the form. */
  located?: { country: string; region_id: number | null; city: string | null } | null;
  premiumHref: string;
  profileHref: string;
  onRetry?: () => void;
}

type FormValues = Required<Pick<ProfileUpdate, 'seeking' | 'about' | 'notes' | 'country' | 'interests'>> & {
  region_id: number | null;
  city: string;
} & { [F in ChoiceField]: string };

function valuesOf(profile: OwnProfile): FormValues {
  return {
    seeking: profile.seeking,
    about: profile.about,
    notes: profile.notes,
    country: profile.country,
    region_id: profile.region_id,
    city: profile.city ?? '',
    interests: profile.interests,
    ...(Object.fromEntries(CHOICE_FIELDS.map((f) => [f, profile[f] ?? ''])) as {
      [F in ChoiceField]: string;
    }),
  };
}

/** My profile: the photos (upload with progress, delete, choose the main one) and the details to edit. */
export function MyProfileScreen(props: MyProfileScreenProps) {
  const { t } = useTranslation('members');
  const id = useId();
  if (props.status === 'loading' || (props.status === 'ready' && !props.profile)) {
    return (
      <section className={`${styles.wide} ${own.loading}`} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('my.loading')}
        </p>
        <Skeleton shape="rect" height={200} />
        <Skeleton lines={8} />
      </section>
    );
  }
  if (props.status === 'error' || !props.profile) {
    return (
      <section className={styles.wide}>
        <RetryableError
          message={t('my.error')}
          retryLabel={t('actions.retry')}
          onRetry={props.onRetry}
          headingLevel={1}
        />
      </section>
    );
  }
  return <Editor {...props} profile={props.profile} titleId={`${id}-title`} />;
}

function Editor(props: MyProfileScreenProps & { profile: OwnProfile; titleId: string }) {
  const { t, i18n } = useTranslation('members');
  const { profile } = props;
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile));
  // Undefined at first, so a place given from the start is taken too.
  const [located, setLocated] = useState<MyProfileScreenProps['located'] | undefined>(undefined);
  if (located !== props.located) {
    setLocated(props.located);
    if (props.located) {
      setValues({
        ...values,
        country: props.located.country,
        region_id: props.located.region_id,
        city: props.located.city ?? '',
      });
    }
  }
  const countryName = useMemo(() => countryNamer(i18n.language), [i18n.language]);
  const photos = profile.photos;
  const full = photos.length >= profile.photo_limit;
  const free = profile.photo_limit < 25;
  const regions = props.regions.filter((r) => r.country === values.country);
  const regionLabel = props.regionLabels[values.country] ?? 'region';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ProfileUpdate = {
      seeking: values.seeking,
      about: values.about,
      notes: values.notes,
      country: values.country,
      region_id: values.region_id,
      city: values.city.trim() || null,
      interests: values.interests,
      ...(Object.fromEntries(CHOICE_FIELDS.map((f) => [f, values[f] || null])) as Partial<ProfileUpdate>),
    };
    if (!values.sexuality) delete body.sexuality;
    props.onSave(body);
  };

  const locationText =
    props.locating === 'locating'
      ? t('my.location.locating')
      : props.locating === 'failed'
        ? t('my.location.failed')
        : props.locating === 'nothing'
          ? t('my.location.nothing')
          : t(`my.location.permission.${props.locationPermission}`);

  return (
    <section className={styles.wide} aria-labelledby={props.titleId}>
      <div className={styles.row}>
        <h1 id={props.titleId} className={page.title}>
          {t('my.title')}
        </h1>
        <ButtonLink href={props.profileHref} variant="link" LinkComponent={ScreenLinkComponent}>
          {t('my.view')}
        </ButtonLink>
      </div>

      <section className={styles.section} aria-labelledby={`${props.titleId}-photos`}>
        <h2 id={`${props.titleId}-photos`} className={styles.sectionTitle}>
          {t('my.photos')}
        </h2>
        <p className={styles.muted}>
          {t('my.photoCount', { count: photos.length, limit: profile.photo_limit })}
        </p>
        {photos.length === 0 ? <p className={styles.muted}>{t('my.noPhotos')}</p> : null}
        <ul className={own.photos} aria-label={t('my.photos')}>
          {photos.map((photo, i) => (
            <li key={photo.id} className={own.photo} data-main={photo.main || undefined}>
              <img
                src={photo.thumb}
                alt={t('my.photoNumber', { number: i + 1 })}
                className={own.image}
                width={160}
                height={200}
              />
              {photo.moderation && photo.moderation !== 'shown' ? (
                // Others do not see it: the owner is told why, and it cannot be the main photo.
                <div data-photo-state={photo.moderation}>
                  <Tag tone={photo.moderation === 'waiting' ? 'info' : 'warning'} size="small">
                    {t(`my.photoState.${photo.moderation}`)}
                  </Tag>
                  {photo.moderation_reason ? (
                    <p className={styles.muted}>{t('my.photoReason', { reason: photo.moderation_reason })}</p>
                  ) : null}
                </div>
              ) : photo.main ? (
                <Tag tone="primary" size="small">
                  {t('my.main')}
                </Tag>
              ) : (
                <Button
                  size="small"
                  variant="outline"
                  isDisabled={props.busyPhotoId === photo.id}
                  onPress={() => props.onMakeMain(photo.id)}
                  aria-label={`${t('my.makeMain')}: ${t('my.photoNumber', { number: i + 1 })}`}
                >
                  {t('my.makeMain')}
                </Button>
              )}
              <Button
                size="small"
                variant="ghost"
                isDisabled={props.busyPhotoId === photo.id}
                onPress={() => props.onDeletePhoto(photo.id)}
                aria-label={`${t('my.delete')}: ${t('my.photoNumber', { number: i + 1 })}`}
              >
                {t('my.delete')}
              </Button>
            </li>
          ))}
        </ul>
        {props.uploadError ? (
          <Alert
            tone="danger"
            announce
            actions={
              props.uploadError === 'photo_limit_reached' && free ? (
                <ButtonLink href={props.premiumHref} variant="primary" LinkComponent={ScreenLinkComponent}>
                  {t('my.getPremium')}
                </ButtonLink>
              ) : undefined
            }
          >
            {t(`my.uploadError.${props.uploadError}`, { limit: profile.photo_limit })}
          </Alert>
        ) : null}
        {full ? (
          <Alert
            tone="info"
            actions={
              free ? (
                <ButtonLink href={props.premiumHref} variant="primary" LinkComponent={ScreenLinkComponent}>
                  {t('my.getPremium')}
                </ButtonLink>
              ) : undefined
            }
          >
            {free
              ? t('my.fullFree', { limit: profile.photo_limit })
              : t('my.full', { limit: profile.photo_limit })}
          </Alert>
        ) : (
          <LazyFileDrop
            label={t('my.upload.label')}
            hint={t('my.upload.hint')}
            buttonLabel={t('my.upload.button')}
            accept={PHOTO_MIME_TYPES}
            files={props.uploads}
            onAdd={props.onUpload}
            rejectMessage={(names) => t('my.upload.rejected', { names: names.join(', ') })}
            removeLabel={(name) => t('my.upload.remove', { name })}
            progressLabel={(name) => t('my.upload.progress', { name })}
          />
        )}
      </section>

      <form className={own.form} onSubmit={submit} aria-labelledby={`${props.titleId}-details`}>
        <h2 id={`${props.titleId}-details`} className={styles.sectionTitle}>
          {t('my.details')}
        </h2>
        <div className={own.fields}>
          <NativeSelect
            label={t('my.seeking')}
            value={values.seeking}
            options={SEEKING.map((s) => ({ value: s, label: t(`my.seekingChoices.${s}`) }))}
            onChange={(seeking) => setValues({ ...values, seeking: seeking as FormValues['seeking'] })}
          />
          {CHOICE_FIELDS.map((field) => (
            <NativeSelect
              key={field}
              label={t(`attributes.${field}`)}
              value={values[field]}
              options={[
                ...(field === 'sexuality' ? [] : [{ value: '', label: t('my.notSaying') }]),
                ...PROFILE_CHOICES[field].map((v) => ({ value: v, label: t(`choices.${field}.${v}`) })),
              ]}
              onChange={(value) => setValues({ ...values, [field]: value })}
            />
          ))}
        </div>

        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{t('my.place')}</legend>
          <div className={own.fields}>
            <NativeSelect
              label={t('search.country')}
              value={values.country}
              options={props.countries.map((c) => ({ value: c, label: countryName(c) }))}
              onChange={(country) => setValues({ ...values, country, region_id: null })}
            />
            <NativeSelect
              label={t(`regionLabels.${regionLabel.replaceAll(' ', '_')}`, {
                defaultValue: t('regionLabels.region'),
              })}
              value={values.region_id === null ? '' : String(values.region_id)}
              options={[
                { value: '', label: t('my.noRegion') },
                ...regions.map((r) => ({ value: String(r.id), label: r.name })),
              ]}
              onChange={(region) => setValues({ ...values, region_id: region ? Number(region) : null })}
            />
            <TextField
              label={t('my.city')}
              value={values.city}
              maxLength={100}
              onChange={(city) => setValues({ ...values, city })}
            />
          </div>
          <div className={styles.row}>
            <Button
              variant="outline"
              isDisabled={props.locationPermission === 'unsupported' || props.locating === 'locating'}
              onPress={props.onUseLocation}
            >
              {t('my.location.use')}
            </Button>
            <span className={styles.muted} role="status">
              {locationText}
            </span>
          </div>
        </fieldset>

        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{t('profile.interests')}</legend>
          <div className={own.interests}>
            {props.interests.map((interest) => (
              <Checkbox
                key={interest.id}
                isSelected={values.interests.includes(interest.id)}
                onChange={(on) =>
                  setValues({
                    ...values,
                    interests: on
                      ? [...values.interests, interest.id]
                      : values.interests.filter((i) => i !== interest.id),
                  })
                }
              >
                {t(`interests.${interest.slug}`, { defaultValue: interest.name })}
              </Checkbox>
            ))}
          </div>
        </fieldset>

        <TextArea
          label={t('profile.about')}
          value={values.about}
          rows={5}
          maxLength={2000}
          onChange={(about) => setValues({ ...values, about })}
        />
        <TextArea
          label={t('profile.notes')}
          value={values.notes}
          rows={3}
          maxLength={1000}
          onChange={(notes) => setValues({ ...values, notes })}
        />
        {props.saveState === 'saved' ? (
          <Alert tone="success" announce>
            {t('my.saved')}
          </Alert>
        ) : props.saveState === 'error' ? (
          <Alert tone="danger" announce>
            {t('my.saveFailed')}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="primary" size="large" isDisabled={props.saveState === 'saving'}>
            {props.saveState === 'saving' ? t('my.saving') : t('my.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
