-- Issue 36, F6: each ACH entry keeps the account number it went to, sealed with ENCRYPTION_KEY, so that a reversing
-- entry goes to the account the original entry went to (docs/ach.md, "Reversals"). Entries written before stay NULL.
-- AlterTable
ALTER TABLE "AchEntry" ADD COLUMN     "accountNumberEncrypted" TEXT;
