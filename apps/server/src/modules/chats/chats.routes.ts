import {
  deleteChat,
  getChats,
  getGifts,
  getMessages,
  markRead,
  sendMessage,
  sendPhotoMessage,
} from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Sites } from '../settings/settings.service';
import type { Chats } from './chats.service';

export function chatsRoutes(api: Api, chats: Chats, { sites }: { sites: Sites }): void {
  api.call(getChats, ({ member }) => chats.list(member));
  api.call(deleteChat, ({ member, body }) => chats.deleteChat(member, body.conversation));
  api.call(getMessages, ({ member, query }) => chats.getMessages(member, query));
  api.call(sendMessage, ({ member, body }) =>
    chats.send(
      member,
      { conversation: body.conversation, member: body.member },
      body.client_id,
      body.kind === 'text' ? { kind: 'text', text: body.text } : { kind: 'gift', gift: body.gift },
      body.socket,
    ),
  );
  api.call(sendPhotoMessage, ({ member, query, upload }) =>
    chats.send(
      member,
      { conversation: query.conversation, member: query.member },
      query.client_id,
      { kind: 'photo', file: upload },
      query.socket,
    ),
  );
  api.call(markRead, ({ member, body }) => chats.markRead(member, body.conversation, body.up_to));
  api.call(getGifts, async ({ request }) => chats.gifts(await sites.forHost(request.host)));
}
