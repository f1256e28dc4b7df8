#!/usr/bin/env bash
# The whole test suite (pytest drives dbt too). Extra arguments go to pytest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
exec python -m pytest "$@"
