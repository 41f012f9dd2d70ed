-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "brandColor" TEXT,
ADD COLUMN     "brandUpdatedAt" TIMESTAMPTZ(3),
ADD COLUMN     "logo" BYTEA,
ADD COLUMN     "logoContentType" TEXT;

-- CreateTable
CREATE TABLE "WorkerFlowLink" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "flow" TEXT NOT NULL,
    "employeeId" TEXT,
    "contractorId" TEXT,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "startedAt" TIMESTAMPTZ(3),
    "sessionHash" TEXT,
    "sessionExpiresAt" TIMESTAMPTZ(3),
    "finishedSteps" JSONB NOT NULL DEFAULT '[]',
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkerFlowLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WorkerFlowLink_tokenHash_key" ON "WorkerFlowLink"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "WorkerFlowLink_sessionHash_key" ON "WorkerFlowLink"("sessionHash");

-- CreateIndex
CREATE INDEX "WorkerFlowLink_companyId_createdAt_id_idx" ON "WorkerFlowLink"("companyId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "WorkerFlowLink" ADD CONSTRAINT "WorkerFlowLink_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
