-- DropIndex
DROP INDEX "Event_companyId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Event_partnerId_createdAt_id_idx";

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "seq" BIGSERIAL NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Event_seq_key" ON "Event"("seq");

-- CreateIndex
CREATE INDEX "Event_partnerId_seq_idx" ON "Event"("partnerId", "seq");

-- CreateIndex
CREATE INDEX "Event_companyId_seq_idx" ON "Event"("companyId", "seq");
