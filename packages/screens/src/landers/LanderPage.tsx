import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderBlock, LanderDefinition, LanderMembers } from '@amori/contract';
import {
  CollageBlock,
  FaqBlock,
  FooterBlock,
  GalleryBlock,
  HeroBlock,
  IconsBlock,
  MapBlock,
  SignupBlock,
  SocialFeedBlock,
  SwipeTeaserBlock,
  TestimonialsBlock,
  TransitionsBlock,
  VideoBlock,
} from './blocks';
import { MAP_COUNTRIES } from './maps';
import type { LanderMapCountry, LanderMember } from './types';

/** Blocks whose pictures show at the top of the block (the hero's depends on its `image`). */
const PICTURE_BLOCKS = new Set<LanderBlock['type']>([
  'collage',
  'gallery',
  'socialFeed',
  'swipe',
  'transitions',
]);
/** A gallery's columns on a phone (landers.css.ts): its first row. */
const PHONE_GALLERY_COLUMNS = 2;

/** What a definition's slug picks: its copy (key → key) and its members. */
export function resolveLander(definition: LanderDefinition, slug?: string | null) {
  const variant = slug ? definition.variants?.[slug] : undefined;
  return {
    copy: variant?.copy ?? {},
    members: variant?.members ?? definition.members,
  } satisfies { copy: Record<string, string>; members: LanderMembers };
}

export interface LanderPageProps {
  definition: LanderDefinition;
  /** The URL's slug: a variant of the definition (unknown slugs show the definition as it is). */
  slug?: string | null;
  /** The members shown (the definition's `members` search, done by the site). */
  members: readonly LanderMember[];
  /** The member of the URL (`/members/{id}/landing`), when the definition features one. */
  featured?: LanderMember | null;
  /** The visitor's country: the members-nearby map draws it when it can. */
  country?: string | null;
  /** Where the calls to action lead when the lander has no signup block (`/signup`). */
  signupHref: string;
  /** The signup steps, for the signup block. */
  signup?: ReactNode;
  onSwipe?: (memberId: number, direction: 'like' | 'pass') => void;
  /**
   * Where a visitor reports a member shown on the lander (the swipe teaser's cards): the
   * member's profile with the report opened. Without it, no report link.
   */
  reportHref?: (memberId: number) => string;
}

/** One renderer for every lander: a definition (data) to a page. */
export function LanderPage({
  definition,
  slug,
  members,
  featured = null,
  country,
  signupHref,
  signup,
  onSwipe,
  reportHref,
}: LanderPageProps) {
  const { t, i18n } = useTranslation('landers');
  const { t: tc } = useTranslation('common');
  const { copy } = resolveLander(definition, slug);
  const mapCountry: LanderMapCountry = MAP_COUNTRIES.includes(country as LanderMapCountry)
    ? (country as LanderMapCountry)
    : 'NL';
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const values = { name: featured?.name ?? '', count: members.length, country: countryName(mapCountry) };
  const c = (key: string) => t(copy[key] ?? key, values);
  const hasSignup = definition.blocks.some((b) => b.type === 'signup');
  const ctaHref = hasSignup ? '#signup' : signupHref;
  const people = featured ? [featured, ...members.filter((m) => m.id !== featured.id)] : members;
  const noPhotoLabel = (name: string) => t('ui.noPhoto', { name });

  // The page's first picture is its largest on a phone (the LCP image): a hero's member, else
  // the first row of a gallery that comes before any other picture.
  const firstPicture = definition.blocks.findIndex(
    (b) => (b.type === 'hero' && b.image !== 'none') || PICTURE_BLOCKS.has(b.type),
  );

  const render = (block: LanderBlock, index: number): ReactNode => {
    switch (block.type) {
      case 'hero':
        return (
          <HeroBlock
            key={index}
            title={c(block.title)}
            subtitle={block.subtitle ? c(block.subtitle) : undefined}
            ctaLabel={c(block.cta)}
            ctaHref={ctaHref}
            member={block.image === 'none' ? null : (people[0] ?? null)}
            noPhotoLabel={noPhotoLabel}
          />
        );
      case 'collage':
        return (
          <CollageBlock
            key={index}
            title={block.title ? c(block.title) : undefined}
            members={people.slice(0, block.count ?? 5)}
            noPhotoLabel={noPhotoLabel}
          />
        );
      case 'gallery':
        return (
          <GalleryBlock
            key={index}
            title={c(block.title)}
            members={people}
            columns={(block.columns ?? 3) as 2 | 3 | 4}
            onlineLabel={t('ui.online')}
            memberHref={ctaHref}
            ctaLabel={block.cta ? c(block.cta) : undefined}
            emptyText={t('ui.galleryEmpty')}
            eager={index === firstPicture ? PHONE_GALLERY_COLUMNS : 0}
            noPhotoLabel={noPhotoLabel}
          />
        );
      case 'icons':
        return (
          <IconsBlock
            key={index}
            title={block.title ? c(block.title) : undefined}
            items={block.items.map((item) => ({ icon: item.icon, text: c(item.text) }))}
          />
        );
      case 'map': {
        const drawn = block.country ?? mapCountry;
        return (
          <MapBlock
            key={index}
            title={c(block.title)}
            country={drawn}
            countryName={countryName(drawn)}
            members={people}
            summary={t('ui.mapSummary', { count: people.length })}
          />
        );
      }
      case 'socialFeed':
        return (
          <SocialFeedBlock
            key={index}
            title={c(block.title)}
            posts={people.slice(0, 6).map((member, i) => ({ member, text: t(`feed.post${i % 6}`) }))}
          />
        );
      case 'video':
        return (
          <VideoBlock
            key={index}
            title={block.title ? c(block.title) : undefined}
            src={block.src}
            poster={block.poster}
            caption={block.caption ? c(block.caption) : undefined}
            captions={block.captions}
            label={block.title ? c(block.title) : t('ui.videoLabel')}
          />
        );
      case 'transitions':
        return <TransitionsBlock key={index} title={c(block.title)} members={people} video={block.video} />;
      case 'swipe':
        return (
          <SwipeTeaserBlock
            key={index}
            title={c(block.title)}
            members={people}
            swipes={block.swipes ?? 3}
            likeLabel={t('ui.like')}
            passLabel={t('ui.pass')}
            emptyText={t('ui.swipeEmpty')}
            ctaText={t('ui.swipeDone')}
            ctaLabel={c(block.cta)}
            ctaHref={ctaHref}
            onSwipe={onSwipe}
            noPhotoLabel={noPhotoLabel}
            report={
              reportHref && {
                href: reportHref,
                label: tc('report.action'),
                memberLabel: (name) => tc('report.title.member', { name }),
              }
            }
          />
        );
      case 'signup':
        return (
          <SignupBlock key={index} title={c(block.title)}>
            {signup}
          </SignupBlock>
        );
      case 'testimonials':
        return (
          <TestimonialsBlock
            key={index}
            title={c(block.title)}
            items={block.items.map((item) => ({ quote: c(item.quote), name: item.name }))}
          />
        );
      case 'faq':
        return (
          <FaqBlock
            key={index}
            title={c(block.title)}
            items={block.items.map((item) => ({ question: c(item.question), answer: c(item.answer) }))}
          />
        );
      case 'footer':
        return (
          <FooterBlock
            key={index}
            text={c(block.text)}
            ctaLabel={block.cta ? c(block.cta) : undefined}
            ctaHref={ctaHref}
          />
        );
    }
  };

  return <div data-lander={definition.name}>{definition.blocks.map(render)}</div>;
}

/** The page title of a definition (its `title` copy key, with the slug's copy). */
export function useLanderTitle(
  definition: LanderDefinition,
  slug?: string | null,
  featuredName?: string,
): string {
  const { t } = useTranslation('landers');
  const { copy } = resolveLander(definition, slug);
  return t(copy[definition.title] ?? definition.title, { name: featuredName ?? '' });
}
