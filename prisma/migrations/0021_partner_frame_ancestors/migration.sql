-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "frameAncestors" TEXT[] DEFAULT ARRAY[]::TEXT[];
