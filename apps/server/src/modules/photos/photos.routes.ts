import { deletePhoto, setMainPhoto, uploadPhoto } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Photos } from './photos.service';

export function photosRoutes(api: Api, photos: Photos): void {
  api.call(uploadPhoto, ({ member, upload }) => photos.upload(member, upload));
  api.call(deletePhoto, ({ member, body }) => photos.remove(member, body.id));
  api.call(setMainPhoto, ({ member, body }) => photos.makeMain(member, body.id));
}
