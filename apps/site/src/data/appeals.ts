import { endpoints } from '@amori/contract/browser';
import useSWR from 'swr';
import { callApi } from './client';
import { swrKeys } from './keys';

/** The statements of reasons the member received (`/notifications`). */
export function useStatements() {
  return useSWR(swrKeys.statements, () => callApi(endpoints.getStatements), { revalidateOnFocus: false });
}

/** Appeals one of the member's statements (logged in). */
export function appealStatement(action: number, text: string) {
  return callApi(endpoints.appealStatement, { body: { action, text }, retries: 0 });
}

/** The statement of a mailed appeal link (no session needed). */
export function appealLink(token: string) {
  return callApi(endpoints.getAppealLink, { query: { token } });
}

/** Appeals the statement of a mailed link (no session needed). */
export function appealByLink(token: string, text: string) {
  return callApi(endpoints.appealByLink, { body: { token, text }, retries: 0 });
}
