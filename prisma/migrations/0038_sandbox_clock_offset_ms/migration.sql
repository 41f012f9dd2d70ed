-- Issue 39: a partner's sandbox clock can be set to any instant, back to the first supported tax year, so its
-- offset is kept in milliseconds and may be negative. Offsets stored before (whole days ahead) are carried over.
-- AlterTable
ALTER TABLE "Partner" ADD COLUMN "sandboxClockOffsetMs" BIGINT NOT NULL DEFAULT 0;
UPDATE "Partner" SET "sandboxClockOffsetMs" = "sandboxClockOffsetDays"::BIGINT * 86400000;
ALTER TABLE "Partner" DROP COLUMN "sandboxClockOffsetDays";
