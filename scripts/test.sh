#!/usr/bin/env bash
# The whole test suite (pytest drives dbt too). Extra arguments go to pytest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
# the PostgreSQL metastore's server and JDBC driver (Debian packages) the serving and cluster
# tests start, installed when missing
"$ROOT/scripts/metastore-deps.sh" || echo "opsmeta: the PostgreSQL metastore's tests will fail without them" >&2
# Chromium for the Data Docs browser test, installed when missing
"$ROOT/scripts/browser-deps.sh" || echo "opsmeta: the browser test will fail without chromium" >&2
exec python -m pytest "$@"
