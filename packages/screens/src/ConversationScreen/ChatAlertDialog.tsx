import { LazyChatAlertDialog } from './lazyDialogs';

export { CHAT_ALERTS, type ChatAlert, type ChatAlertDialogProps, type ChatAlertKind } from './chatAlerts';

/**
 * A refused send or failed delete, said in a dialog with the way out (buy credits, premium).
 * Its code loads on demand (lazyDialogs.tsx); the dialog shows once it is there.
 */
export const ChatAlertDialog = LazyChatAlertDialog;
