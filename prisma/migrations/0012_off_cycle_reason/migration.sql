-- AlterTable
ALTER TABLE "Payroll" ADD COLUMN     "offCycleReason" TEXT;
