import type { ChatEntry, ListCard, MemberCard } from '@amori/contract';
import type { Gender } from '@amori/core';

/** A member as the home page shows them: always with a photo (members without one are left out). */
export interface HomeMember {
  id: number;
  name: string;
  age: number;
  /** City and region, as far as known. */
  place: string | null;
  online: boolean;
  /** The main photo's thumbnail (4:5). */
  photoUrl: string;
}

/** A search card or list card as a home member; null for a member without a main photo. */
export function homeMemberOf(card: MemberCard | ListCard): HomeMember | null {
  const photoUrl = card.main_image?.thumb_filename;
  if (!photoUrl) return null;
  return {
    id: card.id,
    name: card.name,
    age: card.age,
    place: [card.city, card.region].filter(Boolean).join(', ') || null,
    online: card.online,
    photoUrl,
  };
}

/** The members with a photo among `cards`, each once, at most `count`. */
export function homeMembersOf(cards: readonly (MemberCard | ListCard)[], count: number): HomeMember[] {
  const seen = new Set<number>();
  const out: HomeMember[] = [];
  for (const card of cards) {
    if (out.length >= count) break;
    const member = seen.has(card.id) ? null : homeMemberOf(card);
    seen.add(card.id);
    if (member) out.push(member);
  }
  return out;
}

/** The search a visitor can start from the home page: the members page's filters. */
export interface HomeSearchValues {
  gender: Gender;
  country: string;
  countryregion: number | null;
  min_age: number;
  max_age: number;
}

export interface HomeSearch {
  /** Where the search goes: the members page, whose query parameters the form's fields are. */
  action: string;
  /** The visitor's country (the search's default); its regions are the ones offered. */
  values: HomeSearchValues;
  regions: readonly { id: number; name: string }[];
  /** What a region is called in the country (`province`, `state`, ...). */
  regionLabel: string;
}

/** What is new for a member: counts from the chats and likes the site polls. */
export interface MemberNews {
  status: 'loading' | 'error' | 'ready';
  unreadMessages: number;
  newLikes: number;
  newMatches: number;
  /** Conversations with unread messages, newest first. */
  unreadChats: readonly ChatEntry[];
  /** Members whose like is new, with a photo. */
  newLikers: readonly HomeMember[];
}

export interface MemberHomeData {
  name: string;
  news: MemberNews;
  onRetryNews?: () => void;
  /** Members near them (their country and region); null when the search failed. */
  nearby: readonly HomeMember[] | null;
  /** The members page with the search of `nearby`. */
  nearbyHref: string;
  chatsHref: string;
  chatHref: (conversation: number) => string;
  likesHref: string;
  matchesHref: string;
  /** A member who liked them (opening it clears the new-like flag). */
  likerHref: (id: number) => string;
}
