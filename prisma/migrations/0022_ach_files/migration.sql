-- CreateTable
CREATE TABLE "AchFile" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "settlementDate" DATE NOT NULL,
    "creationDate" DATE NOT NULL,
    "fileIdModifier" VARCHAR(1) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Created',
    "contentEncrypted" TEXT NOT NULL,
    "sha256" VARCHAR(64) NOT NULL,
    "entryHash" VARCHAR(10) NOT NULL,
    "totalDebit" DECIMAL(14,2) NOT NULL,
    "totalCredit" DECIMAL(14,2) NOT NULL,
    "entryCount" INTEGER NOT NULL,
    "batchCount" INTEGER NOT NULL,
    "blockCount" INTEGER NOT NULL,
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AchFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AchFilePayroll" (
    "payrollId" TEXT NOT NULL,
    "achFileId" TEXT NOT NULL,

    CONSTRAINT "AchFilePayroll_pkey" PRIMARY KEY ("payrollId")
);

-- CreateTable
CREATE TABLE "AchEntry" (
    "id" TEXT NOT NULL,
    "achFileId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "payrollId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "employeeItemId" TEXT,
    "contractorItemId" TEXT,
    "bankAccountId" TEXT,
    "traceNumber" VARCHAR(15) NOT NULL,
    "transactionCode" INTEGER NOT NULL,
    "secCode" VARCHAR(3) NOT NULL,
    "effectiveDate" DATE NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "routingNumber" VARCHAR(9) NOT NULL,
    "accountNumberLastFour" VARCHAR(4) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Pending',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AchEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AchFile_partnerId_createdAt_id_idx" ON "AchFile"("partnerId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "AchFile_creationDate_fileIdModifier_key" ON "AchFile"("creationDate", "fileIdModifier");

-- CreateIndex
CREATE INDEX "AchFilePayroll_achFileId_idx" ON "AchFilePayroll"("achFileId");

-- CreateIndex
CREATE INDEX "AchEntry_payrollId_idx" ON "AchEntry"("payrollId");

-- CreateIndex
CREATE UNIQUE INDEX "AchEntry_achFileId_traceNumber_key" ON "AchEntry"("achFileId", "traceNumber");

-- AddForeignKey
ALTER TABLE "AchFile" ADD CONSTRAINT "AchFile_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchFilePayroll" ADD CONSTRAINT "AchFilePayroll_payrollId_fkey" FOREIGN KEY ("payrollId") REFERENCES "Payroll"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchFilePayroll" ADD CONSTRAINT "AchFilePayroll_achFileId_fkey" FOREIGN KEY ("achFileId") REFERENCES "AchFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchEntry" ADD CONSTRAINT "AchEntry_achFileId_fkey" FOREIGN KEY ("achFileId") REFERENCES "AchFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchEntry" ADD CONSTRAINT "AchEntry_payrollId_fkey" FOREIGN KEY ("payrollId") REFERENCES "Payroll"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
