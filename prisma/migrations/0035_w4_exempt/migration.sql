-- Issue 37, 5: a W-4 may claim exemption from withholding; the claim expires after February 15 of the year after it
-- was signed (docs/domain-rules.md, "Gross-to-net"). W-4s stored before claim nothing.
-- AlterTable
ALTER TABLE "EmployeeW4" ADD COLUMN     "exempt" BOOLEAN NOT NULL DEFAULT false;
