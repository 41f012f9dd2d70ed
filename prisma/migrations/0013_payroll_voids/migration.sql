-- AlterTable
ALTER TABLE "Payroll" ADD COLUMN     "voidReason" TEXT,
ADD COLUMN     "voidedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "PayrollContractorItem" ADD COLUMN     "isVoid" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "voidReason" TEXT,
ADD COLUMN     "voidedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "PayrollEmployeeItem" ADD COLUMN     "isVoid" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "voidReason" TEXT,
ADD COLUMN     "voidedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "TaxDeposit" ADD COLUMN     "creditApplied" DECIMAL(14,2) NOT NULL DEFAULT 0;
