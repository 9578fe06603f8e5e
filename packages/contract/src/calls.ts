import type { ApiCall } from './call';
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
