-- The chat's rules, its debit and the storing of a message live in TypeScript again, in one
-- transaction (chats.messages `send`, credits `changeCredits`): the stored functions that held a
-- second copy of them go.
DROP FUNCTION IF EXISTS chat_send(integer, integer, integer, integer, integer, integer, integer, text, text, text, timestamptz, boolean);--> statement-breakpoint
DROP FUNCTION IF EXISTS chat_store(integer, integer, text, text, text, integer, timestamptz);
