-- Human order numbers (issue #3): 'CS-' followed by this sequence, starting at 100001.
-- nextval is taken for every insert attempt, so a replayed payment that finds its order already
-- placed (ON CONFLICT DO NOTHING) leaves a gap in the numbers; numbers are unique, not contiguous.
CREATE SEQUENCE IF NOT EXISTS "order_number_seq" AS bigint START WITH 100001 MINVALUE 100001;
