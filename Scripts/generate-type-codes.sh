#!/usr/bin/env bash
# Regenerates CSupport/RuntimeCore/include/rt_type_codes.h, the C twin of the scalar type-code
# table in Sources/ObjCEncoding/ScalarTypeCode.swift. Run it after changing the table and commit
# both; ObjCEncodingTests' TypeCodeTwinTests fails while they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
MINIOBJC_WRITE_TYPE_CODES=1 swift test --filter TypeCodeTwinTests
git diff --stat -- CSupport/RuntimeCore/include/rt_type_codes.h
# The C layers were compiled before the file was rewritten: the next build recompiles them.
echo "rt_type_codes.h written; rebuild (swift build) before running other tests"
