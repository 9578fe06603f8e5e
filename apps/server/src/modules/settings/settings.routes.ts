import { getSettings } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import { visitorOf } from './settings.service';

export function settingsRoutes(api: Api, { sites }: AppContext): void {
  api.call(getSettings, ({ query, request }) =>
    sites.settings(query.host ?? request.host, visitorOf(request, query.country)),
  );
}
