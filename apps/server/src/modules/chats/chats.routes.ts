import { deleteChat, getChats } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as chats from './chats.service';

export function chatsRoutes(api: Api, ctx: AppContext): void {
  api.call(getChats, ({ member }) => chats.listChats(ctx, member));
  api.call(deleteChat, ({ member, body }) => chats.deleteChat(ctx, member, body.conversation));
}
