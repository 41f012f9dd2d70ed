-- AlterTable
ALTER TABLE "AchEntry" ALTER COLUMN "payrollId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "BankAccount" ADD COLUMN     "liveCreditsFrom" DATE,
ADD COLUMN     "prenoteSettlementDate" DATE,
ADD COLUMN     "verification" TEXT NOT NULL DEFAULT 'Unverified',
ADD COLUMN     "verificationReturnCode" VARCHAR(3);

-- CreateTable
CREATE TABLE "AchHeldCredit" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "payrollId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "employeeItemId" TEXT,
    "contractorItemId" TEXT,
    "bankAccountId" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "secCode" VARCHAR(3) NOT NULL,
    "receiverName" TEXT NOT NULL,
    "identification" VARCHAR(15) NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Held',
    "heldInAchFileId" TEXT NOT NULL,
    "releasedInAchFileId" TEXT,
    "releasedTraceNumber" VARCHAR(15),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AchHeldCredit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FundingAccountVerification" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "fundingConnectedAt" TIMESTAMPTZ(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Sent',
    "achFileId" TEXT NOT NULL,
    "settlementDate" DATE NOT NULL,
    "amount1" DECIMAL(4,2) NOT NULL,
    "amount2" DECIMAL(4,2) NOT NULL,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "verifiedAt" TIMESTAMPTZ(3),
    "lockedAt" TIMESTAMPTZ(3),
    "returnCode" VARCHAR(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FundingAccountVerification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AchHeldCredit_partnerId_status_idx" ON "AchHeldCredit"("partnerId", "status");

-- CreateIndex
CREATE INDEX "AchHeldCredit_heldInAchFileId_idx" ON "AchHeldCredit"("heldInAchFileId");

-- CreateIndex
CREATE INDEX "AchHeldCredit_releasedInAchFileId_idx" ON "AchHeldCredit"("releasedInAchFileId");

-- CreateIndex
CREATE INDEX "AchHeldCredit_bankAccountId_idx" ON "AchHeldCredit"("bankAccountId");

-- CreateIndex
CREATE INDEX "AchHeldCredit_payrollId_idx" ON "AchHeldCredit"("payrollId");

-- CreateIndex
CREATE INDEX "FundingAccountVerification_achFileId_idx" ON "FundingAccountVerification"("achFileId");

-- CreateIndex
CREATE UNIQUE INDEX "FundingAccountVerification_companyId_fundingConnectedAt_key" ON "FundingAccountVerification"("companyId", "fundingConnectedAt");

-- AddForeignKey
ALTER TABLE "AchHeldCredit" ADD CONSTRAINT "AchHeldCredit_payrollId_fkey" FOREIGN KEY ("payrollId") REFERENCES "Payroll"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchHeldCredit" ADD CONSTRAINT "AchHeldCredit_bankAccountId_fkey" FOREIGN KEY ("bankAccountId") REFERENCES "BankAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchHeldCredit" ADD CONSTRAINT "AchHeldCredit_heldInAchFileId_fkey" FOREIGN KEY ("heldInAchFileId") REFERENCES "AchFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchHeldCredit" ADD CONSTRAINT "AchHeldCredit_releasedInAchFileId_fkey" FOREIGN KEY ("releasedInAchFileId") REFERENCES "AchFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FundingAccountVerification" ADD CONSTRAINT "FundingAccountVerification_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FundingAccountVerification" ADD CONSTRAINT "FundingAccountVerification_achFileId_fkey" FOREIGN KEY ("achFileId") REFERENCES "AchFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
