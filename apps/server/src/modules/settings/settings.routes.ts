import { getSettings } from '@amori/contract';
import { visitorOf } from '../../http/visitor-countries';
import type { Api } from '../../plugins/api';
import type { Sites } from './settings.service';

export function settingsRoutes(api: Api, sites: Sites): void {
  api.call(getSettings, ({ query, request }) =>
    sites.settings(query.host ?? request.host, visitorOf(request, query.country)),
  );
}
