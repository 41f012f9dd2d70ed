#!/usr/bin/env bash
# Codegen drift: regenerate everything derived from openapi.yaml and fail when the
# committed output differs (git status --porcelain also catches new, untracked files).
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsx codegen/generate.ts >/dev/null
changes=$(git status --porcelain --untracked-files=all -- packages/api-types/src/generated packages/server/src/generated)
if [ -n "$changes" ]; then
  echo "Codegen drift: the generated files do not match openapi.yaml:"
  echo "$changes"
  echo "Fix: run 'npm run codegen' and commit the result."
  exit 1
fi
echo "Codegen drift check passed: generated files match openapi.yaml."
