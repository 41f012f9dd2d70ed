-- Issue 29: the hash of each payroll employee item as computed, so that an approval rewrites only the items whose
-- figures changed since the Draft was computed (repositories/payroll-item-writes.ts, replaceChangedItems).
-- AlterTable
ALTER TABLE "PayrollEmployeeItem" ADD COLUMN     "computedHash" TEXT;
