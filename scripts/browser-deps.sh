#!/usr/bin/env bash
# Debian's Chromium, which the Data Docs browser test drives headless with the network blocked
# (tests/test_data_docs_offline.py), when missing.
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
exec "$(dirname "${BASH_SOURCE[0]}")/debian-install.sh" "the browser test" "${missing[@]}"
