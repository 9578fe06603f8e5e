import type { MetaFunction } from 'react-router';
import type { RootLoaderData } from '../root';

/** The page title from the site's settings. */
export const siteMeta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootLoaderData | undefined;
  return [{ title: root?.settings.name ?? 'Amori' }];
};
