-- Whether a position was older than its vehicle's newest stored fix when it was committed (a late or resent report).
-- The position writer decides it under the lock of the vehicle's latest row, so every instance sees one order; the
-- event engine creates no event from such a fix, live or in a replay, and replays need not guess it from arrival
-- times. A constant default: no table rewrite; positions stored before count as on time.
ALTER TABLE "positions" ADD COLUMN "late" boolean DEFAULT false NOT NULL;
