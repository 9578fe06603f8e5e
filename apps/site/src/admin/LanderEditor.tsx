// Its own file (the variant that loads no font from another site: the CSP allows none), linked by the editor only: the site's one stylesheet (cssCodeSplit off) stays as it is.
import puckCss from '@puckeditor/core/no-external.css?url';
import { Puck, useGetPuck, type Config, type Data, type Fields } from '@puckeditor/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorLander, LanderBlock, LanderDefinition } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { LOCALES } from '@amori/core';
import { LanderPage, type LanderMember } from '@amori/screens';
import { ApiRequestError, callApi } from '../data/client';
import { fromPuckDocument, NEW_LANDER, toPuckDocument, type PuckDocument } from './landerPuck';

/** Every key of the landers namespace (the copy a block may show), for the editor's pickers. */
function useCopyKeys(): { label: string; value: string }[] {
  const { i18n } = useTranslation('landers');
  const language = i18n.language;
  return useMemo(() => {
    const bundle = (i18n.getResourceBundle(language, 'landers') ?? {}) as Record<
      string,
      Record<string, string>
    >;
    return Object.entries(bundle).flatMap(([group, keys]) =>
      Object.entries(keys).map(([key, text]) => ({
        value: `${group}.${key}`,
        label: `${group}.${key} — ${text}`,
      })),
    );
  }, [i18n, language]);
}

const ICONS = ['heart', 'chat', 'shield', 'star', 'users', 'location', 'camera', 'lock'].map((v) => ({
  label: v,
  value: v,
}));
const COUNTRIES = ['', 'NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'GB'].map((v) => ({
  label: v || '(the visitor’s)',
  value: v,
}));

function makeConfig(copy: { label: string; value: string }[], members: readonly LanderMember[]): Config {
  const key = (label: string) => ({ type: 'select' as const, label, options: copy });
  const optionalKey = (label: string) => ({
    type: 'select' as const,
    label,
    options: [{ label: '(none)', value: '' }, ...copy],
  });
  const number = (label: string, min: number, max: number) => ({ type: 'number' as const, label, min, max });
  const text = (label: string) => ({ type: 'text' as const, label });
  const fields: Record<LanderBlock['type'], Fields> = {
    hero: {
      title: key('Title'),
      subtitle: optionalKey('Subtitle'),
      cta: key('Button'),
      image: {
        type: 'select',
        label: 'Picture',
        options: [
          { label: 'A member', value: 'member' },
          { label: 'None', value: 'none' },
        ],
      },
    },
    collage: { title: optionalKey('Title'), count: number('Photos', 3, 9) },
    gallery: { title: key('Title'), columns: number('Columns', 2, 4), cta: optionalKey('Button') },
    icons: {
      title: optionalKey('Title'),
      items: {
        type: 'array',
        label: 'Icons',
        arrayFields: { icon: { type: 'select', options: ICONS }, text: key('Text') },
      },
    },
    map: { title: key('Title'), country: { type: 'select', label: 'Country', options: COUNTRIES } },
    socialFeed: { title: key('Title') },
    video: {
      title: optionalKey('Title'),
      src: text('Video (a path on this site)'),
      poster: text('Poster'),
      caption: optionalKey('Caption'),
    },
    transitions: { title: key('Title') },
    swipe: { title: key('Title'), swipes: number('Swipes before signup', 1, 10), cta: key('Button') },
    signup: { title: key('Title') },
    testimonials: {
      title: key('Title'),
      items: {
        type: 'array',
        label: 'Quotes',
        arrayFields: { quote: key('Quote'), name: text('Name') },
        getItemSummary: (item: { name?: string }, index?: number) => item.name || `Quote ${(index ?? 0) + 1}`,
      },
    },
    faq: {
      title: key('Title'),
      items: {
        type: 'array',
        label: 'Questions',
        arrayFields: { question: key('Question'), answer: key('Answer') },
      },
    },
    footer: { text: key('Text'), cta: optionalKey('Button') },
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
          label: type,
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
                signup={<p>The signup steps show here.</p>}
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
        name: text('Name'),
        title: key('Page title'),
        count: number('Members shown', 0, 24),
        gender: {
          type: 'select',
          label: 'Members',
          options: [
            { label: 'Anyone', value: '' },
            { label: 'Women', value: 'female' },
            { label: 'Men', value: 'male' },
          ],
        },
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
function BlockList({ types, children }: { types: readonly string[]; children: ReactNode }) {
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
      <div
        role="group"
        aria-label="Add a block at the end"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 12 }}
      >
        {types.map((type) => (
          <button key={type} type="button" aria-label={`Add ${type}`} onClick={() => add(type)}>
            + {type}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * Publish, as a real button: Puck's own header action is a styled element without a button role,
 * so a screen reader did not announce it. It reads Puck's current data at the click.
 */
function PublishButton({ onPublish }: { onPublish: (data: PuckDocument) => void }) {
  const getPuck = useGetPuck();
  return (
    <button type="button" onClick={() => onPublish(getPuck().appState.data as PuckDocument)}>
      Publish
    </button>
  );
}

export interface LanderEditorProps {
  landers: EditorLander[];
  members: readonly LanderMember[];
}

/** The lander editor: Puck over the lander blocks; drafts and publishing through the API. */
export default function LanderEditor({ landers: initial, members }: LanderEditorProps) {
  const copy = useCopyKeys();
  const { i18n } = useTranslation('landers');
  const config = useMemo(() => makeConfig(copy, members), [copy, members]);
  const blockTypes = useMemo(() => Object.keys(config.components), [config]);
  const [landers, setLanders] = useState(initial);
  const [slug, setSlug] = useState(initial[0]?.slug ?? 'new-lander');
  const [message, setMessage] = useState('');
  const current = landers.find((l) => l.slug === slug);
  const [document, setDocument] = useState<PuckDocument>(() => toPuckDocument(current?.draft ?? NEW_LANDER));
  const [version, setVersion] = useState(0);

  const open = (next: string) => {
    const lander = landers.find((l) => l.slug === next);
    setSlug(next);
    setDocument(toPuckDocument(lander?.draft ?? NEW_LANDER));
    setVersion((v) => v + 1);
    setMessage('');
  };
  const save = async (data: PuckDocument, andPublish: boolean) => {
    try {
      const body = { slug, definition: fromPuckDocument(data) as LanderDefinition };
      let { lander } = await callApi(endpoints.saveLanderDraft, { body, retries: 0 });
      if (andPublish) ({ lander } = await callApi(endpoints.publishLander, { body: { slug }, retries: 0 }));
      setLanders((all) =>
        [...all.filter((l) => l.slug !== slug), lander].sort((a, b) => a.slug.localeCompare(b.slug)),
      );
      setMessage(andPublish ? `Published at /landers/custom/${slug}` : 'Draft saved');
    } catch (error) {
      setMessage(
        error instanceof ApiRequestError ? `Not saved: ${error.message}` : 'Not saved: no connection',
      );
    }
  };

  return (
    <>
      <link rel="stylesheet" href={puckCss} precedence="editor" />
      <Puck
        key={`${slug}-${version}`}
        config={config}
        data={document as Data}
        onChange={(data) => setDocument(data as PuckDocument)}
        headerTitle={`Lander: ${slug}`}
        viewports={[
          { width: 390, height: 'auto', label: 'Phone' },
          { width: 768, height: 'auto', label: 'Tablet' },
          { width: 1280, height: 'auto', label: 'Desktop' },
        ]}
        overrides={{
          drawer: ({ children }) => <BlockList types={blockTypes}>{children}</BlockList>,
          headerActions: () => (
            <>
              <label>
                Lander{' '}
                <input
                  aria-label="Lander slug"
                  list="lander-slugs"
                  defaultValue={slug}
                  key={slug}
                  onBlur={(event) => {
                    const next = event.currentTarget.value.trim();
                    if (next && next !== slug) open(next);
                  }}
                />
                <datalist id="lander-slugs">
                  {landers.map((l) => (
                    <option key={l.slug} value={l.slug} />
                  ))}
                </datalist>
              </label>
              <label>
                Preview language{' '}
                <select
                  aria-label="Preview language"
                  value={i18n.language}
                  onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
                >
                  {LOCALES.map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={() => void save(document, false)}>
                Save draft
              </button>
              <PublishButton onPublish={(data) => void save(data, true)} />
              <span role="status">{message}</span>
            </>
          ),
        }}
      />
    </>
  );
}
