import type { LANDER_ICONS, LANDER_MAP_COUNTRIES, MemberCard } from '@amori/contract';

export type LanderIcon = (typeof LANDER_ICONS)[number];
export type LanderMapCountry = (typeof LANDER_MAP_COUNTRIES)[number];

/** A member as a lander shows them. */
export interface LanderMember {
  id: number;
  name: string;
  age: number;
  city: string | null;
  online: boolean;
  /** The main photo (portrait, 4:5), and its thumbnail; null without a photo. */
  photoUrl: string | null;
  thumbUrl: string | null;
}

/** A member card of the API as a lander member. */
export function landerMemberOf(card: MemberCard): LanderMember {
  return {
    id: card.id,
    name: card.name,
    age: card.age,
    city: card.city,
    online: card.online,
    photoUrl: card.main_image?.filename ?? null,
    thumbUrl: card.main_image?.thumb_filename ?? null,
  };
}
