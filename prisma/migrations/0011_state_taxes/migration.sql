-- AlterTable
ALTER TABLE "PayrollEmployeeItem" ADD COLUMN     "stateTaxes" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "TaxDeposit" ADD COLUMN     "agency" TEXT,
ADD COLUMN     "code" TEXT,
ADD COLUMN     "jurisdiction" TEXT NOT NULL DEFAULT 'US';

-- CreateTable
CREATE TABLE "CompanySuiRate" (
    "companyId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "effectiveStart" DATE NOT NULL,
    "rate" DECIMAL(7,4) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanySuiRate_pkey" PRIMARY KEY ("companyId","state","effectiveStart")
);

-- AddForeignKey
ALTER TABLE "CompanySuiRate" ADD CONSTRAINT "CompanySuiRate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
