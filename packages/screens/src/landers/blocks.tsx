import { useId, useState, type ReactNode } from 'react';
import {
  ButtonLink,
  CameraIcon,
  ChatIcon,
  HeartIcon,
  LocationIcon,
  LockIcon,
  PhotoPlaceholder,
  StarIcon,
  UserIcon,
  InfoIcon,
} from '@amori/ui';
import { LazySwipeDeck } from './LazySwipeDeck';
import { MapShape, pinsFor } from './maps';
import type { LanderIcon, LanderMapCountry, LanderMember } from './types';
import * as styles from './landers.css';

/**
 * The lander blocks. Each is pure: text arrives resolved (the renderer looks the definition's
 * copy keys up), members arrive as `LanderMember`s. Only the swipe teaser has state; the FAQ is
 * native <details>, so every block but the teaser works before (or without) JavaScript.
 */

function Band({
  title,
  children,
  tone,
  center,
  id,
}: {
  title?: string;
  children: ReactNode;
  tone?: 'muted';
  center?: boolean;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      className={tone === 'muted' ? styles.muted : undefined}
      aria-labelledby={title ? headingId : undefined}
      id={id}
    >
      <div className={`${styles.block} ${center ? styles.center : ''}`}>
        {title ? (
          <h2 id={headingId} className={styles.heading}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The accessible name of a member's photo placeholder, e.g. "Anna has no photo yet". */
export type NoPhotoLabel = (name: string) => string;

/**
 * A member's picture with its box set (no layout shift); lazy unless it is the page's largest.
 * Without a photo, the photo placeholder in the same box (landers put members with a photo first,
 * so it shows only where nobody with one was there to show).
 */
function Portrait({
  member,
  priority = false,
  thumb = false,
  noPhotoLabel,
}: {
  member: LanderMember;
  priority?: boolean;
  thumb?: boolean;
  noPhotoLabel?: NoPhotoLabel;
}) {
  const src = (thumb ? member.thumbUrl : member.photoUrl) ?? member.photoUrl;
  if (!src)
    return (
      <span className={`${styles.portrait} ${styles.portraitPlaceholder}`}>
        <PhotoPlaceholder name={member.name} label={noPhotoLabel?.(member.name)} />
      </span>
    );
  return (
    <img
      className={styles.portrait}
      src={src}
      alt={member.name}
      width={400}
      height={500}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

export interface HeroBlockProps {
  title: string;
  subtitle?: string;
  ctaLabel: string;
  ctaHref: string;
  /** The picture beside the text (the page's LCP image: loaded first, never lazily). */
  member?: LanderMember | null;
  noPhotoLabel?: NoPhotoLabel;
}

export function HeroBlock({ title, subtitle, ctaLabel, ctaHref, member, noPhotoLabel }: HeroBlockProps) {
  return (
    <section className={styles.block}>
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{title}</h1>
          {subtitle ? <p className={styles.text}>{subtitle}</p> : null}
          <ButtonLink href={ctaHref} variant="primary" size="large">
            {ctaLabel}
          </ButtonLink>
        </div>
        {member ? <Portrait member={member} priority noPhotoLabel={noPhotoLabel} /> : null}
      </div>
    </section>
  );
}

export interface CollageBlockProps {
  title?: string;
  members: readonly LanderMember[];
  noPhotoLabel?: NoPhotoLabel;
}

export function CollageBlock({ title, members, noPhotoLabel }: CollageBlockProps) {
  if (members.length === 0) return null;
  return (
    <Band title={title}>
      <div className={styles.collage}>
        {members.map((m) => (
          <Portrait key={m.id} member={m} thumb noPhotoLabel={noPhotoLabel} />
        ))}
      </div>
    </Band>
  );
}

export interface GalleryBlockProps {
  title: string;
  members: readonly LanderMember[];
  columns?: 2 | 3 | 4;
  /** "Online now", read with a member who is. */
  onlineLabel: string;
  /** A member's tile leads here (signup: a visitor sees profiles after). */
  memberHref: string;
  ctaLabel?: string;
  emptyText: string;
  /**
   * How many of the first pictures load at once, with high priority: the first row on a phone
   * when the gallery is the page's first picture (its LCP image); the rest load lazily.
   */
  eager?: number;
  noPhotoLabel?: NoPhotoLabel;
}

export function GalleryBlock({
  title,
  members,
  columns = 3,
  onlineLabel,
  memberHref,
  ctaLabel,
  emptyText,
  eager = 0,
  noPhotoLabel,
}: GalleryBlockProps) {
  return (
    <Band title={title}>
      {members.length === 0 ? (
        <p className={styles.text}>{emptyText}</p>
      ) : (
        <ul className={`${styles.gallery} ${styles.galleryColumns[columns]}`}>
          {members.map((m, i) => (
            <li key={m.id} className={styles.memberTile}>
              <a href={memberHref} aria-label={`${m.name}, ${m.age}`}>
                <Portrait member={m} thumb priority={i < eager} noPhotoLabel={noPhotoLabel} />
              </a>
              <span>
                {m.online ? <span className={styles.onlineDot} role="img" aria-label={onlineLabel} /> : null}
                <span className={styles.memberName}>{m.name}</span>, {m.age}
              </span>
              {m.city ? <span className={styles.text}>{m.city}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {ctaLabel ? (
        <ButtonLink href={memberHref} variant="primary">
          {ctaLabel}
        </ButtonLink>
      ) : null}
    </Band>
  );
}

const ICONS: Record<LanderIcon, typeof HeartIcon> = {
  heart: HeartIcon,
  chat: ChatIcon,
  shield: InfoIcon,
  star: StarIcon,
  users: UserIcon,
  location: LocationIcon,
  camera: CameraIcon,
  lock: LockIcon,
};

export interface IconsBlockProps {
  title?: string;
  items: readonly { icon: LanderIcon; text: string }[];
}

export function IconsBlock({ title, items }: IconsBlockProps) {
  return (
    <Band title={title} tone="muted">
      <ul className={styles.icons}>
        {items.map(({ icon, text }) => {
          const Icon = ICONS[icon];
          return (
            <li key={`${icon}-${text}`} className={styles.iconItem}>
              <span className={styles.iconBadge} aria-hidden="true">
                <Icon width={28} height={28} />
              </span>
              <span>{text}</span>
            </li>
          );
        })}
      </ul>
    </Band>
  );
}

export interface MapBlockProps {
  title: string;
  country: LanderMapCountry;
  /** The country's name, the map's label. */
  countryName: string;
  members: readonly LanderMember[];
  /** "{{count}} members near you", said under the map. */
  summary: string;
}

/** Members nearby on a drawn map of the country (SVG in the page: no map tiles, no network). */
export function MapBlock({ title, country, countryName, members, summary }: MapBlockProps) {
  const pins = pinsFor(country, members.slice(0, 12));
  return (
    <Band title={title} center>
      <svg className={styles.map} viewBox="0 0 200 200" role="img" aria-label={`${countryName}: ${summary}`}>
        <MapShape country={country} className={styles.mapLand} />
        {pins.map(({ member, x, y }, i) => (
          <g key={member.id}>
            <circle
              className={styles.mapPin}
              cx={x}
              cy={y}
              r={5}
              style={{ animationDelay: `${(i % 6) * 0.4}s` }}
            />
            {i < 5 ? (
              <text className={styles.mapLabel} x={x + 7} y={y + 4}>
                {member.name}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <p className={styles.text}>{summary}</p>
    </Band>
  );
}

export interface SocialFeedBlockProps {
  title: string;
  posts: readonly { member: LanderMember; text: string }[];
}

/** A strip of members' posts, scrolled sideways. */
export function SocialFeedBlock({ title, posts }: SocialFeedBlockProps) {
  if (posts.length === 0) return null;
  return (
    <Band title={title} tone="muted">
      <ul className={styles.feed}>
        {posts.map(({ member, text }) => (
          <li key={member.id} className={styles.feedPost}>
            <div className={styles.feedHead}>
              {member.thumbUrl ? (
                <img
                  className={styles.avatar}
                  src={member.thumbUrl}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
              ) : (
                // The name is written beside it: the placeholder adds nothing to read.
                <span className={styles.avatar}>
                  <PhotoPlaceholder name={member.name} variant="initials" />
                </span>
              )}
              <span className={styles.memberName}>
                {member.name}, {member.age}
              </span>
            </div>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}

export interface VideoBlockProps {
  title?: string;
  /** A video file this site serves, and its poster (shown until it plays). */
  src: string;
  poster: string;
  caption?: string;
  /** The video's accessible name. */
  label: string;
  /** Captions (WebVTT) of a video with sound; a video without them plays muted. */
  captions?: string;
}

/** A video the site serves itself: nothing loads but the poster until the visitor plays it. */
export function VideoBlock({ title, src, poster, caption, label, captions }: VideoBlockProps) {
  return (
    <Band title={title}>
      {/* A track when there are captions; without them the video plays muted (the rule reads literals only). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className={styles.video}
        controls
        preload="none"
        poster={poster}
        width={1280}
        height={720}
        aria-label={label}
        playsInline
        muted={!captions}
      >
        <source src={src} type={src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
        {captions ? <track kind="captions" src={captions} default /> : null}
      </video>
      {caption ? <p className={styles.text}>{caption}</p> : null}
    </Band>
  );
}

export interface TransitionsBlockProps {
  title: string;
  members: readonly LanderMember[];
  /** A muted, looping video behind the photos, with its poster. */
  video?: { src: string; poster: string };
}

/** Members' photos fading one into the next (CSS only; still for reduced motion). */
export function TransitionsBlock({ title, members, video }: TransitionsBlockProps) {
  const shown = members.filter((m) => m.photoUrl).slice(0, 3);
  return (
    <Band title={title} center>
      <div className={styles.transitions}>
        {video ? (
          <video
            className={styles.transitionsVideo}
            autoPlay
            muted
            loop
            playsInline
            preload="none"
            poster={video.poster}
            aria-hidden="true"
          >
            <source src={video.src} type={video.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
          </video>
        ) : null}
        {shown.map((m, i) => (
          <img
            key={m.id}
            className={styles.transitionsSlide}
            style={{ animationDelay: `${i * 3}s` }}
            src={m.photoUrl!}
            alt={i === 0 ? m.name : ''}
            width={400}
            height={500}
            loading="lazy"
          />
        ))}
      </div>
    </Band>
  );
}

export interface SwipeTeaserBlockProps {
  title: string;
  members: readonly LanderMember[];
  /** After this many swipes the teaser asks the visitor to sign up. */
  swipes: number;
  likeLabel: string;
  passLabel: string;
  emptyText: string;
  /** "Sign up to see who likes you back". */
  ctaText: string;
  ctaLabel: string;
  ctaHref: string;
  /** A swipe (tests, analytics). */
  onSwipe?: (memberId: number, direction: 'like' | 'pass') => void;
  noPhotoLabel?: NoPhotoLabel;
  /**
   * A "Report" link under the card in front: to the member's profile with the visitor's report
   * opened (a plain link, so it works before the page's script).
   */
  report?: SwipeReportLink;
}

export interface SwipeReportLink {
  href: (memberId: number) => string;
  /** The link's text, e.g. "Report". */
  label: string;
  /** Its accessible name, with the member's, e.g. "Report Anna". */
  memberLabel: (name: string) => string;
}

/** The tinder-style teaser: a few swipes, then signup. */
export function SwipeTeaserBlock(props: SwipeTeaserBlockProps) {
  const [count, setCount] = useState(0);
  const done = count >= props.swipes;
  // The deck decides its cards in order: the one in front is the next not swiped.
  const front = props.members[count];
  const swiped = (direction: 'like' | 'pass') => (id: string) => {
    setCount((n) => n + 1);
    props.onSwipe?.(Number(id), direction);
  };
  return (
    <Band title={props.title} center>
      <div className={styles.swipe} data-lander-island="swipe">
        {done ? (
          <div className={styles.heroText} role="status">
            <p>{props.ctaText}</p>
            <ButtonLink href={props.ctaHref} variant="primary" size="large">
              {props.ctaLabel}
            </ButtonLink>
          </div>
        ) : (
          <LazySwipeDeck
            profiles={props.members.map((m) => ({
              id: String(m.id),
              name: m.name,
              age: m.age,
              region: m.city ?? undefined,
              photoUrl: m.photoUrl ?? undefined,
              noPhotoLabel: props.noPhotoLabel?.(m.name),
            }))}
            onLike={swiped('like')}
            onPass={swiped('pass')}
            likeLabel={props.likeLabel}
            passLabel={props.passLabel}
            emptyText={props.emptyText}
          />
        )}
        {!done && front && props.report ? (
          <p className={styles.swipeReport}>
            <ButtonLink
              href={props.report.href(front.id)}
              variant="link"
              size="small"
              rel="nofollow"
              aria-label={props.report.memberLabel(front.name)}
            >
              {props.report.label}
            </ButtonLink>
          </p>
        ) : null}
      </div>
    </Band>
  );
}

export interface SignupBlockProps {
  title: string;
  /** The signup steps (the accounts' signup flow, given by the site). */
  children: ReactNode;
}

/** The signup steps inline, under a title; the page's main call to action points here. */
export function SignupBlock({ title, children }: SignupBlockProps) {
  return (
    <Band title={title} tone="muted" id="signup">
      <div className={styles.signup} data-lander-island="signup">
        {children}
      </div>
    </Band>
  );
}

export interface TestimonialsBlockProps {
  title: string;
  items: readonly { quote: string; name: string }[];
}

export function TestimonialsBlock({ title, items }: TestimonialsBlockProps) {
  return (
    <Band title={title}>
      <ul className={styles.quotes}>
        {items.map(({ quote, name }) => (
          <li key={name}>
            <figure className={styles.quote}>
              <blockquote style={{ margin: 0 }}>
                <p style={{ margin: 0 }}>“{quote}”</p>
              </blockquote>
              <figcaption className={styles.text}>{name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}

export interface FaqBlockProps {
  title: string;
  items: readonly { question: string; answer: string }[];
}

/** Questions and answers as native disclosure (no JavaScript needed). */
export function FaqBlock({ title, items }: FaqBlockProps) {
  return (
    <Band title={title} tone="muted" center>
      <div className={styles.faq} style={{ textAlign: 'start' }}>
        {items.map(({ question, answer }) => (
          <details key={question} className={styles.faqItem}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    </Band>
  );
}

export interface FooterBlockProps {
  text: string;
  ctaLabel?: string;
  ctaHref: string;
}

/** The closing call to action. */
export function FooterBlock({ text, ctaLabel, ctaHref }: FooterBlockProps) {
  return (
    <Band center>
      <p className={styles.heading}>{text}</p>
      {ctaLabel ? (
        <ButtonLink href={ctaHref} variant="primary" size="large">
          {ctaLabel}
        </ButtonLink>
      ) : null}
    </Band>
  );
}
