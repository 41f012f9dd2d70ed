-- AlterTable
ALTER TABLE "WorkerFlowLink" ADD COLUMN     "apiKeyId" TEXT,
ADD COLUMN     "identityAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lockedAt" TIMESTAMPTZ(3),
ADD COLUMN     "revokedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "PaymentChange" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT,
    "contractorId" TEXT,
    "workerFlowLinkId" TEXT,
    "status" TEXT NOT NULL,
    "rejectedBecause" TEXT,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "accounts" JSONB NOT NULL DEFAULT '[]',
    "previousPaymentMethod" "PaymentMethod" NOT NULL,
    "previousNetPaySplitId" TEXT,
    "holdUntil" TIMESTAMPTZ(3) NOT NULL,
    "decidedAt" TIMESTAMPTZ(3),
    "netPaySplitId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentChange_companyId_createdAt_id_idx" ON "PaymentChange"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "PaymentChange_status_holdUntil_idx" ON "PaymentChange"("status", "holdUntil");

-- CreateIndex
CREATE INDEX "PaymentChange_workerFlowLinkId_idx" ON "PaymentChange"("workerFlowLinkId");

-- CreateIndex
CREATE INDEX "WorkerFlowLink_apiKeyId_idx" ON "WorkerFlowLink"("apiKeyId");

-- AddForeignKey
ALTER TABLE "PaymentChange" ADD CONSTRAINT "PaymentChange_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
