import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage';
import { ApiError } from '../../http/errors';
import type { Sessions } from '../../plugins/session';
import type { Chats } from '../chats/chats.service';
import type { Directory } from '../directory/directory.service';
import type { Photos } from '../photos/photos.service';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export interface MediaParts {
  storage: Storage;
  sessions: Sessions;
  /** Who may fetch a chat photo. */
  chats: Chats;
  /** Who may fetch a profile photo. */
  photos: Photos;
  /** Whether a photo's owner blocked the viewer. */
  directory: Directory;
}

/**
 * Stored files at /media/<key>, each only to whom may see it (photos.service `mediaAccess`): a
 * public one (a main photo, a blurred preview) cached by anyone for a year, a private one for
 * this viewer's browser only, and anything else, whatever URL is tried, a 404.
 */
export function mediaRoutes(
  app: FastifyInstance,
  { storage, sessions, chats, photos, directory }: MediaParts,
): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const viewer = () => sessions.current(request);
    // A chat photo: only the two members of its conversation; else a profile photo's rules.
    const chat = await chats.mediaAccess(key, viewer);
    const access = chat !== 'not_chat' ? chat : await photos.mediaAccess(key, viewer, directory.isBlockedBy);
    const data = access === 'none' ? null : await storage.get(key);
    if (!data) throw new ApiError(404, 'not_found', 'Not found');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .header('content-type', TYPES[ext] ?? 'application/octet-stream')
      .header(
        'cache-control',
        access === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=300',
      )
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
