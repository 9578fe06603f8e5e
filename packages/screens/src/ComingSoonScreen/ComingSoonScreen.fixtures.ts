import type { ComingSoonScreenProps } from './ComingSoonScreen';

export const comingSoonFixture = { homeHref: '/' } satisfies ComingSoonScreenProps;
