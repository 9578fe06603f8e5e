import useSWR from 'swr';
import type { EditorLander } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { callApi } from './client';
import { swrKeys } from './keys';

/**
 * The lander editor's landers (operators): each one's draft and what is published; `initial` is
 * what the page's loader read, shown until the browser's own read comes back.
 */
export function useEditorLanders(initial?: { landers: EditorLander[] }) {
  return useSWR(swrKeys.editorLanders, () => callApi(endpoints.getEditorLanders), {
    fallbackData: initial,
  });
}
