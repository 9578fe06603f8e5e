ALTER TABLE "conversations" ADD COLUMN "wrote_a" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "wrote_b" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Whether each side has written in a conversation, kept on the conversation (issue 22,
-- decisions.md: a free member writes in up to 2 conversations, and one counts once they have
-- sent a message in it). chat_send counted the conversations with a DISTINCT over every message
-- the member ever sent, under their lock, on every send of a free member: it grew with their
-- history (20-40 ms a send at 6,000 messages, pgbench). chat_store sets the flag with the bump it
-- already makes, so a send costs nothing more; the count reads the member's conversations.
UPDATE conversations c SET
  wrote_a = EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_profile_id = c.profile_a),
  wrote_b = EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_profile_id = c.profile_b);
--> statement-breakpoint
-- Every message is stored here (0014_chat_rules): the sender's side has now written.
CREATE OR REPLACE FUNCTION chat_store(
  p_conversation integer, p_sender integer, p_kind text, p_body text, p_client_id text,
  p_credits integer, p_now timestamptz
) RETURNS messages LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_message messages;
BEGIN
  UPDATE conversations c SET
    unread_a = c.unread_a + CASE WHEN c.profile_a = p_sender THEN 0 ELSE 1 END,
    unread_b = c.unread_b + CASE WHEN c.profile_b = p_sender THEN 0 ELSE 1 END,
    wrote_a = c.wrote_a OR c.profile_a = p_sender, wrote_b = c.wrote_b OR c.profile_b = p_sender,
    deleted_by_a = false, deleted_by_b = false, last_message_at = p_now
    WHERE c.id = p_conversation;
  INSERT INTO messages (conversation_id, sender_profile_id, kind, body, client_id, credits_charged, sent_at)
    VALUES (p_conversation, p_sender, p_kind, p_body, p_client_id, p_credits, p_now)
    RETURNING * INTO v_message;
  RETURN v_message;
END;
$$;
--> statement-breakpoint
-- 0014_chat_rules's chat_send (its header says what it keeps), with the conversation limit read
-- from the flags.
CREATE OR REPLACE FUNCTION chat_send(
  p_user integer, p_me integer, p_site integer, p_conversation_limit integer, p_cost integer,
  p_conversation integer, p_member integer, p_client_id text, p_kind text, p_body text,
  p_now timestamptz, p_write boolean
) RETURNS TABLE (
  outcome text, balance integer, cost integer, max_length integer,
  other_profile integer, other_user integer, message_id bigint, conversation_id integer
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  sender record;
  v_conversation integer;
  v_other integer;
  v_site integer;
  v_profile_status text;
  v_user integer;
  v_account_status text;
  v_blocked boolean;
  v_earlier bigint;
  v_written integer;
  v_here boolean;
  v_balance integer;
  v_message bigint;
BEGIN
  IF p_cost IS NULL OR p_cost < 0 THEN
    RAISE EXCEPTION 'chat_send: a cost of % credits', p_cost;
  END IF;
  SELECT u.credits, s.message_length
    INTO sender
    FROM users u JOIN sites s ON s.id = u.site_id
    WHERE u.id = p_user
    FOR UPDATE OF u;
  IF p_kind = 'text' AND char_length(p_body) > sender.message_length THEN
    RETURN QUERY SELECT 'too_long', sender.credits, 0, sender.message_length, null::int, null::int, null::bigint, null::int;
    RETURN;
  END IF;

  IF p_conversation IS NOT NULL THEN
    SELECT c.id, CASE WHEN c.profile_a = p_me THEN c.profile_b ELSE c.profile_a END
      INTO v_conversation, v_other
      FROM conversations c WHERE c.id = p_conversation AND p_me IN (c.profile_a, c.profile_b);
    IF v_conversation IS NULL THEN
      RETURN QUERY SELECT 'no_conversation', sender.credits, 0, 0, null::int, null::int, null::bigint, null::int;
      RETURN;
    END IF;
  ELSE
    v_other := p_member;
    SELECT c.id INTO v_conversation FROM conversations c
      WHERE c.profile_a = least(p_me, p_member) AND c.profile_b = greatest(p_me, p_member);
  END IF;
  IF v_other = p_me THEN
    RETURN QUERY SELECT 'own_profile', sender.credits, 0, 0, v_other, null::int, null::bigint, null::int;
    RETURN;
  END IF;

  SELECT p.site_id, p.status, u.id, u.status INTO v_site, v_profile_status, v_user, v_account_status
    FROM profiles p LEFT JOIN users u ON u.id = p.user_id WHERE p.id = v_other;
  v_blocked := EXISTS (SELECT 1 FROM blocks
    WHERE (blocker_profile_id = p_me AND blocked_profile_id = v_other)
       OR (blocker_profile_id = v_other AND blocked_profile_id = p_me));
  -- Reachable: not blocked either way, active, on the sender's site. A member who signed up and
  -- wrote first has a profile disabled until their e-mail address is confirmed: their
  -- conversation is there, but replying waits (spec point 4).
  IF NOT (coalesce(v_site = p_site AND v_profile_status = 'active', false)
          AND v_account_status IS DISTINCT FROM 'deleted' AND NOT v_blocked)
     AND NOT (v_conversation IS NOT NULL AND v_account_status = 'not_confirmed' AND NOT v_blocked) THEN
    RETURN QUERY SELECT 'not_found', sender.credits, 0, 0, v_other, null::int, null::bigint, null::int;
    RETURN;
  END IF;

  SELECT m.id INTO v_earlier FROM messages m WHERE m.sender_profile_id = p_me AND m.client_id = p_client_id;
  IF v_earlier IS NOT NULL THEN
    RETURN QUERY SELECT 'duplicate', sender.credits, 0, 0, v_other, v_user, v_earlier, v_conversation;
    RETURN;
  END IF;
  IF v_account_status = 'not_confirmed' THEN
    RETURN QUERY SELECT 'recipient_unconfirmed', sender.credits, 0, 0, v_other, v_user, null::bigint, v_conversation;
    RETURN;
  END IF;
  IF p_conversation_limit IS NOT NULL THEN
    -- A conversation counts once the member has written in it (decisions.md). The rule of core's
    -- mayWriteIn (here, or fewer than the limit written in), counted under the sender's lock;
    -- chats.messages `writeBlock` shows it through mayWriteIn before the member writes. Read from
    -- the conversations' wrote_a / wrote_b (0015): the count no longer reads every message sent.
    v_here := EXISTS (SELECT 1 FROM conversations c WHERE c.id = v_conversation
      AND ((c.profile_a = p_me AND c.wrote_a) OR (c.profile_b = p_me AND c.wrote_b)));
    IF NOT v_here THEN
      SELECT count(*)::int INTO v_written FROM (SELECT 1 FROM conversations c
        WHERE (c.profile_a = p_me AND c.wrote_a) OR (c.profile_b = p_me AND c.wrote_b)
        LIMIT p_conversation_limit) w;
    END IF;
    IF NOT v_here AND v_written >= p_conversation_limit THEN
      RETURN QUERY SELECT 'conversation_limit', sender.credits, 0, 0, v_other, v_user, null::bigint, v_conversation;
      RETURN;
    END IF;
  END IF;

  IF NOT p_write THEN
    RETURN QUERY SELECT 'checked', sender.credits, p_cost, 0, v_other, v_user, null::bigint, v_conversation;
    RETURN;
  END IF;
  IF sender.credits < p_cost THEN
    RETURN QUERY SELECT 'insufficient', sender.credits, p_cost, 0, v_other, v_user, null::bigint, v_conversation;
    RETURN;
  END IF;

  IF v_conversation IS NULL THEN
    INSERT INTO conversations (profile_a, profile_b, last_message_at, created_at)
      VALUES (least(p_me, v_other), greatest(p_me, v_other), p_now, p_now)
      ON CONFLICT (profile_a, profile_b) DO NOTHING RETURNING id INTO v_conversation;
    IF v_conversation IS NULL THEN
      SELECT c.id INTO v_conversation FROM conversations c
        WHERE c.profile_a = least(p_me, v_other) AND c.profile_b = greatest(p_me, v_other);
    END IF;
  END IF;

  UPDATE users SET credits = credits - p_cost WHERE id = p_user RETURNING credits INTO v_balance;
  INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference)
    VALUES (p_user, -p_cost, v_balance, CASE p_kind WHEN 'text' THEN 'message' ELSE p_kind END,
            'chat:' || p_me || ':' || p_client_id);
  SELECT m.id INTO v_message
    FROM chat_store(v_conversation, p_me, p_kind, p_body, p_client_id, p_cost, p_now) m;
  RETURN QUERY SELECT 'sent', v_balance, p_cost, 0, v_other, v_user, v_message, v_conversation;
END;
$$;
