// The part of the contract a browser needs to make calls, without zod: the endpoints, the
// error codes, a reader for the error envelope, and the live socket's path and close codes.
// Types of queries, bodies and answers come from the main entry as types only (erased from the
// bundle).
export * from './endpoints';
export * from './error-codes';
export * from './live-constants';
