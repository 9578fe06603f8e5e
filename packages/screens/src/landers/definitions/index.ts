import type { LanderDefinition } from '@amori/contract';
import { alonetonight } from './alonetonight';
import { collagelanding } from './collagelanding';
import { gallery } from './gallery';
import { iconslanding } from './iconslanding';
import { landing2 } from './landing2';
import { landing3 } from './landing3';
import { maplanding } from './maplanding';
import { memberLanding } from './memberLanding';
import { memberSignup } from './memberSignup';
import { socialnetwork } from './socialnetwork';
import { tinderswipe } from './tinderswipe';
import { transitionsvideolanding } from './transitionsvideolanding';
import { video } from './video';

/**
 * Every built-in lander, by the spec's route name. A new lander is a definition file here and
 * a line in this table (and a route in @amori/core's ROUTE_TABLE when it has a path of its own).
 */
export const LANDER_DEFINITIONS = {
  'landers-tinderswipe': tinderswipe,
  'landers-alonetonight-slug': alonetonight,
  'landers-collagelanding-slug': collagelanding,
  'landers-gallery-slug': gallery,
  'landers-iconslanding-slug': iconslanding,
  'landers-maplanding-slug': maplanding,
  'landers-socialnetwork-slug': socialnetwork,
  'landers-transitionsvideolanding-slug': transitionsvideolanding,
  'landers-video-slug': video,
  'members-id-landing': memberLanding,
  'members-id-landing2-slug': landing2,
  'members-id-landing3-slug': landing3,
  'members-id-signup': memberSignup,
} satisfies Record<string, LanderDefinition>;

export type LanderRouteName = keyof typeof LANDER_DEFINITIONS;

export function landerDefinitionFor(routeName: string): LanderDefinition | null {
  return (LANDER_DEFINITIONS as Record<string, LanderDefinition>)[routeName] ?? null;
}
