import { deletePhoto, setMainPhoto, uploadPhoto } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as photos from './photos.service';

export function photosRoutes(api: Api, ctx: AppContext): void {
  api.call(uploadPhoto, ({ member, upload }) => photos.upload(ctx, member, upload));
  api.call(deletePhoto, ({ member, body }) => photos.remove(ctx, member, body.id));
  api.call(setMainPhoto, ({ member, body }) => photos.makeMain(ctx, member, body.id));
}
