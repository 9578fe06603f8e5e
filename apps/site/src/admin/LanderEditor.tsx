// Its own file (the variant that loads no font from another site: the CSP allows none), linked by the editor only: the site's one stylesheet (cssCodeSplit off) stays as it is.
import puckCss from '@puckeditor/core/no-external.css?url';
import { Puck, useGetPuck, type Config, type Data, type Fields } from '@puckeditor/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import type { TFunction } from 'i18next';
import type { EditorLander, LanderBlock, LanderDefinition } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { LOCALES, NATIVE_LOCALE_NAMES } from '@amori/core';
import { LanderPage, type LanderMember } from '@amori/screens';
import { Button, ButtonLink, ComboBox, PlusIcon, Select, TextField } from '@amori/ui';
import { ApiRequestError, callApi } from '../data/client';
import { swrKeys } from '../data/keys';
import { fromPuckDocument, NEW_LANDER, toPuckDocument, type PuckDocument } from './landerPuck';
import * as styles from './editor.css';

type Option = { label: string; value: string };

/**
 * Every key of the landers namespace (the copy a block may show), named by its text in the
 * preview's language: the builder picks what the page says, not a key.
 */
function useCopyOptions(): Option[] {
  const { i18n } = useTranslation('landers');
  const language = i18n.language;
  return useMemo(() => {
    const bundle = (i18n.getResourceBundle(language, 'landers') ?? {}) as Record<string, unknown>;
    return Object.entries(bundle).flatMap(([group, keys]) =>
      keys && typeof keys === 'object'
        ? Object.entries(keys as Record<string, unknown>)
            .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
            .map(([key, text]) => ({ value: `${group}.${key}`, label: text }))
        : [],
    );
  }, [i18n, language]);
}

// The contract's lists (LANDER_ICONS, LANDER_MAP_COUNTRIES), written out: the contract's main entry
// brings its schemas into the browser.
const ICONS = ['heart', 'chat', 'shield', 'star', 'users', 'location', 'camera', 'lock'] as const;
const COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'GB'] as const;

/** A react-aria key may not be empty: "no value" is this option's key, and '' in the document. */
const NONE = '-';

type Labels = TFunction<'admin'>;

/** The sidebar's fields, drawn with the library's controls, each with its label and help. */
function fieldsOf(t: Labels, copy: Option[], uiLanguage: string) {
  const label = (name: string) => t(`fields.${name}.label`);
  const help = (name: string) => t(`fields.${name}.description`);
  /** `none`: the name of "no value" where the field may be left empty. */
  const choice = (name: string, options: Option[], none?: string) => ({
    type: 'custom' as const,
    label: label(name),
    render: ({ value, onChange, readOnly }: FieldRender<string | undefined>) => (
      <div className={styles.field}>
        <Select
          label={label(name)}
          description={help(name)}
          options={none ? [{ value: NONE, label: none }, ...options] : options}
          value={value ? String(value) : none ? NONE : null}
          isDisabled={readOnly}
          onChange={(next) => onChange(next === null || next === NONE ? '' : next)}
        />
      </div>
    ),
  });
  const copyKey = (name: string, optional = false) => ({
    type: 'custom' as const,
    label: label(name),
    render: ({ value, onChange, readOnly }: FieldRender<string | undefined>) => (
      <div className={styles.field}>
        <ComboBox
          label={label(name)}
          description={help(name)}
          options={optional ? [{ value: NONE, label: t('editor.none') }, ...copy] : copy}
          value={value || (optional ? NONE : null)}
          buttonLabel={t('editor.showTexts')}
          emptyText={t('editor.noText')}
          isDisabled={readOnly}
          onChange={(next) => {
            if (next === NONE) onChange('');
            else if (next !== null) onChange(next);
          }}
        />
      </div>
    ),
  });
  const number = (name: string, min: number, max: number) => ({
    type: 'custom' as const,
    label: label(name),
    render: ({ value, onChange, readOnly }: FieldRender<number | string | undefined>) => (
      <div className={styles.field}>
        <Select
          label={label(name)}
          description={help(name)}
          options={Array.from({ length: max - min + 1 }, (_, i) => ({
            value: String(min + i),
            label: new Intl.NumberFormat(uiLanguage).format(min + i),
          }))}
          value={value === undefined || value === '' ? null : String(value)}
          isDisabled={readOnly}
          onChange={(next) => next !== null && onChange(Number(next))}
        />
      </div>
    ),
  });
  const text = (name: string) => ({
    type: 'custom' as const,
    label: label(name),
    render: ({ value, onChange, readOnly }: FieldRender<string | undefined>) => (
      <div className={styles.field}>
        <TextField
          label={label(name)}
          description={help(name)}
          value={value ?? ''}
          isReadOnly={readOnly}
          onChange={onChange}
        />
      </div>
    ),
  });
  const countries = new Intl.DisplayNames([uiLanguage], { type: 'region' });
  return {
    choice,
    copyKey,
    number,
    text,
    icons: ICONS.map((icon) => ({ value: icon, label: t(`options.icon.${icon}`) })),
    countries: COUNTRIES.map((code) => ({ value: code, label: countries.of(code) ?? code })),
  };
}

interface FieldRender<V> {
  value: V;
  onChange: (value: V) => void;
  readOnly?: boolean;
}

/** A block type's name and short description, in the editor's language. */
const blockName = (t: Labels, type: string) => t(`blocks.${type}.name`, { defaultValue: type });
const blockDescription = (t: Labels, type: string) => t(`blocks.${type}.description`, { defaultValue: '' });

function makeConfig(
  t: Labels,
  copy: Option[],
  uiLanguage: string,
  members: readonly LanderMember[],
  signupPreview: string,
): Config {
  const { choice, copyKey, number, text, icons, countries } = fieldsOf(t, copy, uiLanguage);
  const list = (name: string, arrayFields: Fields) => ({
    type: 'array' as const,
    label: t(`fields.${name}.label`),
    arrayFields,
  });
  const fields: Record<LanderBlock['type'], Fields> = {
    hero: {
      title: copyKey('title'),
      subtitle: copyKey('subtitle', true),
      cta: copyKey('cta'),
      image: choice('image', [
        { label: t('options.imageMember'), value: 'member' },
        { label: t('options.imageNone'), value: 'none' },
      ]),
    },
    collage: { title: copyKey('title', true), count: number('photos', 3, 9) },
    gallery: { title: copyKey('title'), columns: number('columns', 2, 4), cta: copyKey('cta', true) },
    icons: {
      title: copyKey('title', true),
      items: list('items', { icon: choice('icon', icons), text: copyKey('text') }),
    },
    map: { title: copyKey('title'), country: choice('country', countries, t('options.countryVisitor')) },
    socialFeed: { title: copyKey('title') },
    video: {
      title: copyKey('title', true),
      src: text('src'),
      poster: text('poster'),
      caption: copyKey('caption', true),
    },
    transitions: { title: copyKey('title') },
    swipe: { title: copyKey('title'), swipes: number('swipes', 1, 10), cta: copyKey('cta') },
    signup: { title: copyKey('title') },
    testimonials: {
      title: copyKey('title'),
      items: {
        ...list('quotes', { quote: copyKey('quote'), name: text('person') }),
        getItemSummary: (item: { name?: string }, index?: number) =>
          item.name || `${t('fields.quote.label')} ${(index ?? 0) + 1}`,
      },
    },
    faq: {
      title: copyKey('title'),
      items: list('questions', { question: copyKey('question'), answer: copyKey('answer') }),
    },
    footer: { text: copyKey('closing'), cta: copyKey('cta', true) },
  };
  const defaults: Record<LanderBlock['type'], LanderBlock> = {
    hero: { type: 'hero', title: 'gallery.title', cta: 'common.ctaFree' },
    collage: { type: 'collage', count: 5 },
    gallery: { type: 'gallery', title: 'gallery.galleryTitle', columns: 3 },
    icons: { type: 'icons', items: [{ icon: 'heart', text: 'icons.free' }] },
    map: { type: 'map', title: 'map.title' },
    socialFeed: { type: 'socialFeed', title: 'social.feedTitle' },
    video: {
      type: 'video',
      src: '/landers/intro.mp4',
      poster: '/landers/intro-poster.webp',
      title: 'video.title',
    },
    transitions: { type: 'transitions', title: 'transitions.title' },
    swipe: { type: 'swipe', title: 'swipe.teaserTitle', swipes: 3, cta: 'common.ctaFree' },
    signup: { type: 'signup', title: 'common.signupTitle' },
    testimonials: {
      type: 'testimonials',
      title: 'testimonials.title',
      items: [{ quote: 'testimonials.q1', name: 'Sanne, 34' }],
    },
    faq: { type: 'faq', title: 'faq.title', items: [{ question: 'faq.q1', answer: 'faq.a1' }] },
    footer: { type: 'footer', text: 'common.closing', cta: 'common.ctaFree' },
  };
  const components = Object.fromEntries(
    (Object.keys(fields) as LanderBlock['type'][]).map((type) => {
      const { type: _type, ...defaultProps } = defaults[type];
      return [
        type,
        {
          label: blockName(t, type),
          fields: fields[type],
          defaultProps,
          render: ({ puck: _puck, id, ...props }: Record<string, unknown> & { id: string }) => {
            // One block, rendered by the same renderer as the site's landers.
            const preview = fromPuckDocument({
              root: { props: { name: 'preview', title: 'gallery.pageTitle', count: 0 } },
              content: [{ type, props: { id, ...props } }],
            });
            return (
              <LanderPage
                definition={preview}
                members={members}
                signupHref="/signup"
                signup={<p>{signupPreview}</p>}
              />
            );
          },
        },
      ];
    }),
  );
  return {
    components,
    root: {
      fields: {
        name: text('name'),
        title: copyKey('pageTitle'),
        count: number('count', 0, 24),
        gender: choice(
          'gender',
          [
            { label: t('options.genderFemale'), value: 'female' },
            { label: t('options.genderMale'), value: 'male' },
          ],
          t('options.genderAny'),
        ),
      },
    },
  } as Config;
}

/** Puck's page: the blocks of a lander, in order. */
const PAGE_ZONE = 'root:default-zone';

/**
 * Puck's block list (each block dragged into the page), then a button a block that adds it at the
 * page's end and selects it, so its fields open: a way that needs no dragging (WCAG 2.5.7) and
 * works from the keyboard.
 */
function BlockList({ t, types, children }: { t: Labels; types: readonly string[]; children: ReactNode }) {
  const getPuck = useGetPuck();
  const add = (type: string) => {
    const { appState, dispatch } = getPuck();
    const index = appState.data.content.length;
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: PAGE_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: PAGE_ZONE } } });
  };
  return (
    <>
      {children}
      <div role="group" aria-label={t('editor.addBlocks')} className={styles.addBlocks}>
        {types.map((type) => (
          <Button
            key={type}
            size="small"
            variant="outline"
            icon={<PlusIcon />}
            aria-label={t('editor.add', { block: blockName(t, type) })}
            onPress={() => add(type)}
          >
            {blockName(t, type)}
          </Button>
        ))}
      </div>
    </>
  );
}

/**
 * Save draft and Publish, as real buttons (Puck's own header action is a styled element without
 * a button role, so a screen reader did not announce it). They read Puck's current data at the
 * click.
 */
function SaveButtons({
  t,
  onSave,
}: {
  t: Labels;
  onSave: (data: PuckDocument, publish: boolean) => Promise<void>;
}) {
  const getPuck = useGetPuck();
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const run = (publish: boolean) => {
    setBusy(publish ? 'publish' : 'draft');
    void onSave(getPuck().appState.data as PuckDocument, publish).finally(() => setBusy(null));
  };
  return (
    <>
      <Button size="small" variant="outline" loading={busy === 'draft'} onPress={() => run(false)}>
        {t('editor.saveDraft')}
      </Button>
      <Button size="small" variant="primary" loading={busy === 'publish'} onPress={() => run(true)}>
        {t('editor.publish')}
      </Button>
    </>
  );
}

export interface LanderEditorProps {
  slug: string;
  landers: EditorLander[];
  members: readonly LanderMember[];
  /** The landers list. */
  listHref: string;
}

/** The lander editor: Puck over the lander blocks; drafts and publishing through the API. */
export default function LanderEditor({ slug, landers, members, listHref }: LanderEditorProps) {
  const copy = useCopyOptions();
  const { i18n } = useTranslation('landers');
  // The editor speaks the operator's language; the preview language changes the page's copy only.
  const [uiLanguage] = useState(i18n.language);
  const t = useMemo(() => i18n.getFixedT(uiLanguage, 'admin'), [i18n, uiLanguage]);
  const config = useMemo(
    () => makeConfig(t, copy, uiLanguage, members, t('editor.signupPreview')),
    [t, copy, uiLanguage, members],
  );
  const blockTypes = useMemo(() => Object.keys(config.components), [config]);
  const [message, setMessage] = useState('');
  const [document] = useState<PuckDocument>(() =>
    toPuckDocument(landers.find((l) => l.slug === slug)?.draft ?? NEW_LANDER),
  );

  const save = async (data: PuckDocument, andPublish: boolean) => {
    try {
      const body = { slug, definition: fromPuckDocument(data) as LanderDefinition };
      await callApi(endpoints.saveLanderDraft, { body, retries: 0 });
      if (andPublish) await callApi(endpoints.publishLander, { body: { slug }, retries: 0 });
      // The list shows the new state when the operator goes back to it.
      void mutate(swrKeys.editorLanders);
      setMessage(andPublish ? t('editor.published', { url: `/landers/custom/${slug}` }) : t('editor.saved'));
    } catch (error) {
      setMessage(
        error instanceof ApiRequestError
          ? t('editor.notSaved', { reason: error.message })
          : t('editor.noConnection'),
      );
    }
  };

  return (
    <>
      <link rel="stylesheet" href={puckCss} precedence="editor" />
      <Puck
        config={config}
        data={document as Data}
        headerTitle={t('editor.title', { name: slug })}
        viewports={[
          { width: 390, height: 'auto', label: 'Phone' },
          { width: 768, height: 'auto', label: 'Tablet' },
          { width: 1280, height: 'auto', label: 'Desktop' },
        ]}
        overrides={{
          drawer: ({ children }) => (
            <BlockList t={t} types={blockTypes}>
              {children}
            </BlockList>
          ),
          drawerItem: ({ name }) => (
            <div className={styles.drawerItem}>
              <span className={styles.drawerName}>{blockName(t, name)}</span>
              <span className={styles.drawerDescription}>{blockDescription(t, name)}</span>
            </div>
          ),
          headerActions: () => (
            <div className={styles.actions}>
              <ButtonLink href={listHref} size="small" variant="ghost">
                {t('editor.back')}
              </ButtonLink>
              <div className={styles.language}>
                <Select
                  label={t('editor.language')}
                  options={LOCALES.map((l) => ({ value: l, label: NATIVE_LOCALE_NAMES[l] }))}
                  value={i18n.language}
                  onChange={(next) => next && void i18n.changeLanguage(next)}
                />
              </div>
              <SaveButtons t={t} onSave={save} />
              <span role="status" className={styles.status}>
                {message}
              </span>
            </div>
          ),
        }}
      />
    </>
  );
}
