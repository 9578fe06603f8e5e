import {
  deleteChat,
  getChats,
  getGifts,
  getMessages,
  markRead,
  sendMessage,
  sendPhotoMessage,
} from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as messages from './chats.messages';
import * as chats from './chats.service';

export function chatsRoutes(api: Api, ctx: AppContext): void {
  api.call(getChats, ({ member }) => chats.listChats(ctx, member));
  api.call(deleteChat, ({ member, body }) => chats.deleteChat(ctx, member, body.conversation));
  api.call(getMessages, ({ member, query }) => messages.getMessages(ctx, member, query));
  api.call(sendMessage, ({ member, body }) =>
    messages.send(
      ctx,
      member,
      { conversation: body.conversation, member: body.member },
      body.client_id,
      body.kind === 'text' ? { kind: 'text', text: body.text } : { kind: 'gift', gift: body.gift },
      body.socket,
    ),
  );
  api.call(sendPhotoMessage, ({ member, query, upload }) =>
    messages.send(
      ctx,
      member,
      { conversation: query.conversation, member: query.member },
      query.client_id,
      { kind: 'photo', file: upload },
      query.socket,
    ),
  );
  api.call(markRead, ({ member, body }) => messages.markRead(ctx, member, body.conversation, body.up_to));
  api.call(getGifts, ({ request }) => messages.gifts(ctx, request.host));
}
