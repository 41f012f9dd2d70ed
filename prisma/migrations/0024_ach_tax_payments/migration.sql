-- AlterTable
ALTER TABLE "AchEntry" ADD COLUMN     "addenda" VARCHAR(80),
ADD COLUMN     "agency" TEXT;

-- AlterTable
ALTER TABLE "TaxDeposit" ADD COLUMN     "achEntryId" TEXT,
ADD COLUMN     "achTraceNumber" VARCHAR(15);
