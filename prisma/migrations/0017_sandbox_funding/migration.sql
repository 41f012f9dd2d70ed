-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "sandboxClockOffsetDays" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PayrollContractorItem" ADD COLUMN     "paymentFailedAt" TIMESTAMPTZ(3),
ADD COLUMN     "paymentFailureReason" TEXT;

-- AlterTable
ALTER TABLE "PayrollEmployeeItem" ADD COLUMN     "paymentFailedAt" TIMESTAMPTZ(3),
ADD COLUMN     "paymentFailureReason" TEXT;

-- CreateTable
CREATE TABLE "FundingFailure" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "payrollId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Unresolved',
    "failedAt" TIMESTAMPTZ(3) NOT NULL,
    "resolvedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FundingFailure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FundingFailure_companyId_status_idx" ON "FundingFailure"("companyId", "status");

-- CreateIndex
CREATE INDEX "FundingFailure_companyId_createdAt_id_idx" ON "FundingFailure"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "FundingFailure_payrollId_idx" ON "FundingFailure"("payrollId");

-- AddForeignKey
ALTER TABLE "FundingFailure" ADD CONSTRAINT "FundingFailure_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FundingFailure" ADD CONSTRAINT "FundingFailure_payrollId_fkey" FOREIGN KEY ("payrollId") REFERENCES "Payroll"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
