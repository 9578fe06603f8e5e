/** The current time; injected so tests can fake it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
