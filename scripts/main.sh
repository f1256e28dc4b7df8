#!/usr/bin/env bash
# The main job on the embedded default: environment, sample data, dbt build, GX, docs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
exec opsmeta main "$@"
