import { IndexScreen } from '@amori/screens';
import { useSettings } from '../data/hooks';
import { useSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import type { RootLoaderData } from '../root';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootLoaderData | undefined;
  const s = root?.settings;
  return s
    ? [{ title: `${s.name} - ${s.index_title}` }, { name: 'description', content: s.description }]
    : [{ title: 'Amori' }];
};

export default function IndexRoute() {
  const { data: settings } = useSettings();
  const { user } = useSession();
  if (!settings) return null;
  return (
    <IndexScreen
      siteName={settings.name}
      indexTitle={settings.index_title}
      description={settings.description}
      member={user ? { name: user.profile.name } : null}
      signupHref="/signup"
      loginHref="/login"
      searchHref="/members"
      messagesHref="/chats"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
