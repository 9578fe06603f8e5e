import type { ApiCall } from './call';
import type { CallId } from './endpoints';
import { getHealth } from './health';
import { getCompanyInfo, getInterests, getRegions, submitComplaint } from './reference';
import { getSettings } from './settings';
import { autoLike, deleteChat, getChats, getDiscountCode, getLikes } from './social';
import { geocode, getUser, login, logout, pageHidden, subscribePush, updateUser } from './user';

/** Every call of the API, in the order of spec point 7. */
export const API_CALLS = [
  login,
  getUser,
  updateUser,
  subscribePush,
  logout,
  geocode,
  pageHidden,
  autoLike,
  getDiscountCode,
  getChats,
  getLikes,
  deleteChat,
  getSettings,
  getInterests,
  getRegions,
  getCompanyInfo,
  submitComplaint,
  getHealth,
] as const satisfies readonly ApiCall[];

/** Each call by its id (the endpoints table is keyed the same way). */
export type CallById = { [C in (typeof API_CALLS)[number] as C['id']]: C };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only when every call has an endpoint under its id and every endpoint a call. */
export const endpointsMatchCalls: Same<keyof CallById, CallId> = true;
