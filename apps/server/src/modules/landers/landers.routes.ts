import { getEditorLanders, getPublishedLander, publishLander, saveLanderDraft } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Landers } from './landers.service';

export function landersRoutes(api: Api, landers: Landers): void {
  api.call(getEditorLanders, () => landers.editorLanders());
  api.call(saveLanderDraft, ({ member, body }) => landers.saveDraft(member, body.slug, body.definition));
  api.call(publishLander, ({ member, body }) => landers.publish(member, body.slug));
  api.call(getPublishedLander, ({ query }) => landers.publishedLander(query.slug));
}
