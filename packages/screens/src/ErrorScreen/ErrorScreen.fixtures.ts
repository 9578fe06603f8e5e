import type { ErrorScreenProps } from './ErrorScreen';

export const notFoundFixture = { status: 404, homeHref: '/' } satisfies ErrorScreenProps;
export const serverErrorFixture = { status: 500, homeHref: '/' } satisfies ErrorScreenProps;
export const messageFixture = { status: 403, message: 'Error', homeHref: '/' } satisfies ErrorScreenProps;
