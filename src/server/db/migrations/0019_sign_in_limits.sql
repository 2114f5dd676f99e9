CREATE TABLE "sign_in_addresses" (
	"address_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_emails" (
	"email_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp (3) with time zone NOT NULL,
	"under_attack_until" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_pairs" (
	"address_key" text NOT NULL,
	"email_key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp (3) with time zone,
	"known_until" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sign_in_pairs_address_key_email_key_pk" PRIMARY KEY("address_key","email_key")
);
--> statement-breakpoint
CREATE INDEX "sign_in_addresses_window_idx" ON "sign_in_addresses" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "sign_in_emails_expires_idx" ON "sign_in_emails" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_pairs_expires_idx" ON "sign_in_pairs" USING btree ("expires_at");--> statement-breakpoint
-- Sign-in limits (README 'Sign-in limits', issue #16 item 18): the rules of the former in-memory
-- limiter, here so that every store process on the database counts in the same place. Only failures
-- count; an attempt counts as one from sign_in_begin until sign_in_settle says how it ended, so
-- parallel requests are bounded and an attempt never answered (a crash, a dropped client) stays a
-- failure. Both functions take the advisory lock (31002, address) first: the attempts of one address
-- are checked and counted one at a time, whichever process serves them, and each call is one
-- statement (its own transaction), so a crash leaves each call done or not done.

-- A pair's wait after its latest failure: 5 failures free, then 1 s doubling, at most 15 minutes.
CREATE FUNCTION sign_in_pair_delay(failures integer) RETURNS interval LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN failures < 5 THEN interval '0'
              ELSE least(interval '15 minutes', interval '1 second' * power(2, least(failures - 5, 20))) END
$$;
--> statement-breakpoint
-- The same while its e-mail is under attack: no free failures, 1 minute doubling, at most 15 minutes.
CREATE FUNCTION sign_in_under_attack_delay(failures integer) RETURNS interval LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN failures < 1 THEN interval '0'
              ELSE least(interval '15 minutes', interval '1 minute' * power(2, least(failures - 1, 20))) END
$$;
--> statement-breakpoint
-- Refuses the attempt (allowed_at > p_now: the earliest time it may go through, and which rule says
-- so), or counts it as a failure of its address and pair and answers the address window it counted in.
-- p_email is null when the request named none (only the address counts then).
CREATE FUNCTION sign_in_begin(p_address text, p_email text, p_now timestamptz, p_failures_per_address integer)
RETURNS TABLE (allowed_at timestamptz, refusal text, counted_window_ends_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_address_failures integer;
  v_address_window_ends_at timestamptz;
  v_pair_failures integer;
  v_last_failure_at timestamptz;
  v_is_known boolean;
  v_under_attack_until timestamptz;
  v_until timestamptz;
  v_wait_until timestamptz := p_now;
  v_reason text := 'pair';
BEGIN
  PERFORM pg_advisory_xact_lock(31002, hashtext(p_address));
  -- Counters, not records: a database crash may forget the last fraction of a second of them (no
  -- wait for the disk at commit: 5 ms a call on a plain disk, kept off the sign-in path).
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT a.failures, a.window_ends_at INTO v_address_failures, v_address_window_ends_at
  FROM sign_in_addresses a WHERE a.address_key = p_address AND a.window_ends_at > p_now;
  IF p_email IS NOT NULL THEN
    SELECT p.failures, p.last_failure_at, p.known_until > p_now INTO v_pair_failures, v_last_failure_at, v_is_known
    FROM sign_in_pairs p WHERE p.address_key = p_address AND p.email_key = p_email;
  END IF;
  v_is_known := coalesce(v_is_known, false);
  -- A pair's failures are forgotten 24 h after the last one.
  IF v_pair_failures IS NULL OR v_last_failure_at IS NULL OR v_last_failure_at + interval '24 hours' <= p_now THEN
    v_pair_failures := 0;
  END IF;

  -- The address: too many failures in its window close it, except to e-mails known there.
  IF NOT v_is_known AND v_address_failures >= p_failures_per_address AND v_address_window_ends_at > v_wait_until THEN
    v_wait_until := v_address_window_ends_at;
    v_reason := 'address';
  END IF;
  IF v_pair_failures > 0 THEN
    -- The pair: its doubling delay.
    v_until := v_last_failure_at + sign_in_pair_delay(v_pair_failures);
    IF v_until > v_wait_until THEN
      v_wait_until := v_until;
      v_reason := 'pair';
    END IF;
    -- The e-mail under attack: an address that failed for it (and is not known) waits minutes.
    IF NOT v_is_known THEN
      SELECT e.under_attack_until INTO v_under_attack_until FROM sign_in_emails e WHERE e.email_key = p_email;
      IF v_under_attack_until > p_now THEN
        v_until := least(v_last_failure_at + sign_in_under_attack_delay(v_pair_failures), v_under_attack_until);
        IF v_until > v_wait_until THEN
          v_wait_until := v_until;
          v_reason := 'email';
        END IF;
      END IF;
    END IF;
  END IF;
  IF v_wait_until > p_now THEN
    RETURN QUERY SELECT v_wait_until, v_reason, NULL::timestamptz;
    RETURN;
  END IF;

  INSERT INTO sign_in_addresses AS a (address_key, failures, window_ends_at)
  VALUES (p_address, 1, p_now + interval '15 minutes')
  ON CONFLICT (address_key) DO UPDATE SET
    failures = CASE WHEN a.window_ends_at > p_now THEN a.failures + 1 ELSE 1 END,
    window_ends_at = CASE WHEN a.window_ends_at > p_now THEN a.window_ends_at ELSE p_now + interval '15 minutes' END
  RETURNING a.window_ends_at INTO v_address_window_ends_at;
  IF p_email IS NOT NULL THEN
    INSERT INTO sign_in_pairs AS p (address_key, email_key, failures, last_failure_at, expires_at)
    VALUES (p_address, p_email, 1, p_now, p_now + interval '24 hours')
    ON CONFLICT (address_key, email_key) DO UPDATE SET
      failures = CASE WHEN p.failures > 0 AND p.last_failure_at + interval '24 hours' > p_now THEN p.failures + 1 ELSE 1 END,
      last_failure_at = p_now,
      expires_at = greatest(p_now + interval '24 hours', p.known_until);
  END IF;
  RETURN QUERY SELECT p_now, NULL::text, v_address_window_ends_at;
END $$;
--> statement-breakpoint
-- Records how a counted attempt ended (p_outcome): 'failure' stays counted, and counts for its e-mail
-- (p_failures_per_email in a window put it under attack for 15 minutes after its latest failure);
-- 'success' takes it back, clears the pair and remembers it for 30 days; 'other' (neither: the
-- database failed, say) takes it back.
CREATE FUNCTION sign_in_settle(p_address text, p_email text, p_counted_window_ends_at timestamptz, p_outcome text, p_now timestamptz, p_failures_per_email integer)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_email_failures integer;
BEGIN
  PERFORM pg_advisory_xact_lock(31002, hashtext(p_address));
  -- Counters, not records: a database crash may forget the last fraction of a second of them (no
  -- wait for the disk at commit: 5 ms a call on a plain disk, kept off the sign-in path).
  PERFORM set_config('synchronous_commit', 'off', true);
  IF p_outcome = 'failure' THEN
    IF p_email IS NULL THEN
      RETURN;
    END IF;
    -- Counted already by sign_in_begin, unless a success cleared the pair (or it was forgotten) meanwhile.
    INSERT INTO sign_in_pairs AS p (address_key, email_key, failures, last_failure_at, expires_at)
    VALUES (p_address, p_email, 1, p_now, p_now + interval '24 hours')
    ON CONFLICT (address_key, email_key) DO UPDATE SET
      failures = CASE WHEN p.failures > 0 AND p.last_failure_at + interval '24 hours' > p_now THEN p.failures ELSE 1 END,
      last_failure_at = p_now,
      expires_at = greatest(p_now + interval '24 hours', p.known_until);
    INSERT INTO sign_in_emails AS e (email_key, failures, window_ends_at, expires_at)
    VALUES (p_email, 1, p_now + interval '15 minutes', p_now + interval '15 minutes')
    ON CONFLICT (email_key) DO UPDATE SET
      failures = CASE WHEN e.window_ends_at > p_now THEN e.failures + 1 ELSE 1 END,
      window_ends_at = CASE WHEN e.window_ends_at > p_now THEN e.window_ends_at ELSE p_now + interval '15 minutes' END,
      expires_at = greatest(e.expires_at, p_now + interval '15 minutes')
    RETURNING e.failures INTO v_email_failures;
    IF v_email_failures >= p_failures_per_email THEN
      UPDATE sign_in_emails SET under_attack_until = p_now + interval '15 minutes', expires_at = greatest(expires_at, p_now + interval '15 minutes')
      WHERE email_key = p_email;
    END IF;
    RETURN;
  END IF;

  -- Not a failure: take back the address's count, if its window is still the one counted in.
  UPDATE sign_in_addresses SET failures = failures - 1
  WHERE address_key = p_address AND window_ends_at = p_counted_window_ends_at AND failures > 0;
  IF p_email IS NULL THEN
    RETURN;
  END IF;
  IF p_outcome = 'success' THEN
    INSERT INTO sign_in_pairs AS p (address_key, email_key, failures, last_failure_at, known_until, expires_at)
    VALUES (p_address, p_email, 0, NULL, p_now + interval '30 days', p_now + interval '30 days')
    ON CONFLICT (address_key, email_key) DO UPDATE SET
      failures = 0, last_failure_at = NULL, known_until = p_now + interval '30 days', expires_at = p_now + interval '30 days';
    RETURN;
  END IF;
  UPDATE sign_in_pairs SET failures = failures - 1
  WHERE address_key = p_address AND email_key = p_email AND failures > 1 AND last_failure_at + interval '24 hours' > p_now;
  IF NOT FOUND THEN
    UPDATE sign_in_pairs SET failures = 0, last_failure_at = NULL, expires_at = coalesce(known_until, p_now)
    WHERE address_key = p_address AND email_key = p_email;
  END IF;
END $$;
