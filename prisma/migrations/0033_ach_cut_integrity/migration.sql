-- Issue 36, slice A (docs/ach.md): a held credit of a voided or reversed payroll (or of a voided item) is never paid:
-- Cancelled, with its reason and the file whose cut found it (F5); a cut leaves out a payroll whose entries cannot be
-- written and names it on the file (F10).

-- AlterTable
ALTER TABLE "AchFile" ADD COLUMN     "skippedPayrolls" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "AchHeldCredit" ADD COLUMN     "cancelledAt" TIMESTAMPTZ(3),
ADD COLUMN     "cancelledInAchFileId" TEXT,
ADD COLUMN     "cancelledReason" TEXT;
