import type { ChatMessage } from '@amori/contract';
import type { Storage } from '../../adapters/storage';
import type { MessageRow } from './chats.repository';

/** A photo message's body: where its files are and its size. */
export interface PhotoBody {
  token: string;
  filename: string;
  thumb: string;
  width: number;
  height: number;
  files: string[];
}

function photoOf(body: string, storage: Storage): ChatMessage['photo'] {
  try {
    const photo = JSON.parse(body) as PhotoBody;
    return {
      src: storage.url(photo.filename),
      thumb: storage.url(photo.thumb),
      width: photo.width,
      height: photo.height,
    };
  } catch {
    return null;
  }
}

/** A stored message as one of the two members reads it (an answer, or a live socket's event). */
export function toChatMessage(row: MessageRow, viewer: number, storage: Storage): ChatMessage {
  const mine = row.senderProfileId === viewer;
  return {
    id: row.id,
    client_id: mine ? row.clientId : null,
    conversation: row.conversationId,
    sender: row.senderProfileId,
    from_me: mine,
    kind: row.kind,
    text: row.kind === 'text' ? row.body : '',
    gift: row.kind === 'gift' ? row.body : null,
    photo: row.kind === 'photo' ? photoOf(row.body, storage) : null,
    credits: mine ? row.creditsCharged : 0,
    sent_at: row.sentAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}
