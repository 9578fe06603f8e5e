import { getSettings } from '@amori/contract';
import useSWR from 'swr';
import { callApi } from './client';
import { swrKeys } from './keys';

/** The site's settings; server-rendered pages hand them in as fallback, so no second fetch. */
export function useSettings() {
  return useSWR(swrKeys.settings, () => callApi(getSettings), { revalidateOnFocus: false });
}
