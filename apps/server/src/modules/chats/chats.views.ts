import type { ChatMessage } from '@amori/contract';
import { isLocale, scamReasons, type Locale, type ScamRule } from '@amori/core';
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

/** Who reads a message: their profile, and (for its scam warning) their language and the rules. */
export interface Reader {
  profileId: number;
  language: string;
  scamRules: readonly ScamRule[];
}

/** The reasons a received text looks like a scam to its reader (none for their own messages). */
function scamOf(row: MessageRow, reader: Reader): ChatMessage['scam'] {
  if (row.senderProfileId === reader.profileId || row.kind !== 'text') return undefined;
  const locale: Locale = isLocale(reader.language) ? reader.language : 'en';
  const reasons = scamReasons(row.body, locale, reader.scamRules);
  return reasons.length > 0 ? reasons : undefined;
}

/** A stored message as one of the two members reads it (an answer, or a live socket's event). */
export function toChatMessage(row: MessageRow, reader: Reader, storage: Storage): ChatMessage {
  const viewer = reader.profileId;
  const mine = row.senderProfileId === viewer;
  const scam = scamOf(row, reader);
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
    ...(scam ? { scam } : {}),
  };
}
