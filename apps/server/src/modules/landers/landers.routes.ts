import { getEditorLanders, getPublishedLander, publishLander, saveLanderDraft } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import { editorLanders, publish, publishedLander, saveDraft } from './landers.service';

export function landersRoutes(api: Api, ctx: AppContext): void {
  api.call(getEditorLanders, () => editorLanders(ctx));
  api.call(saveLanderDraft, ({ member, body }) => saveDraft(ctx, member, body.slug, body.definition));
  api.call(publishLander, ({ member, body }) => publish(ctx, member, body.slug));
  api.call(getPublishedLander, ({ query }) => publishedLander(ctx, query.slug));
}
