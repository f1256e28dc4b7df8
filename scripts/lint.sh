#!/usr/bin/env bash
# Lint: ruff (Python) and sqlfluff (Spark SQL with the dbt Jinja), configured in pyproject.toml
# and .sqlfluff. Exits non-zero when either finds something.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
ruff check .
# macros/ too: a macro file renders only its top level, so this checks its Jinja and its
# lines; the SQL the macros write is linted where the models inline it
sqlfluff lint models macros
