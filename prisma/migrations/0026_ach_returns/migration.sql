-- AlterTable
ALTER TABLE "AchFile" ADD COLUMN     "acknowledgedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "AchReturn" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "achFileId" TEXT NOT NULL,
    "achEntryId" TEXT NOT NULL,
    "payrollId" TEXT,
    "kind" TEXT NOT NULL,
    "code" VARCHAR(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "originalTraceNumber" VARCHAR(15) NOT NULL,
    "traceNumber" VARCHAR(15),
    "addendaInformation" TEXT,
    "dateOfDeath" DATE,
    "change" JSONB,
    "fundingFailureId" TEXT,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AchReturn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AchReturn_partnerId_createdAt_id_idx" ON "AchReturn"("partnerId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AchReturn_achFileId_idx" ON "AchReturn"("achFileId");

-- CreateIndex
CREATE INDEX "AchReturn_payrollId_idx" ON "AchReturn"("payrollId");

-- CreateIndex
CREATE UNIQUE INDEX "AchReturn_achEntryId_kind_key" ON "AchReturn"("achEntryId", "kind");

-- CreateIndex
CREATE INDEX "AchEntry_traceNumber_idx" ON "AchEntry"("traceNumber");

-- AddForeignKey
ALTER TABLE "AchReturn" ADD CONSTRAINT "AchReturn_achFileId_fkey" FOREIGN KEY ("achFileId") REFERENCES "AchFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AchReturn" ADD CONSTRAINT "AchReturn_achEntryId_fkey" FOREIGN KEY ("achEntryId") REFERENCES "AchEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
