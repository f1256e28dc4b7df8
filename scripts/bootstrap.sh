#!/usr/bin/env bash
# Creates (or refreshes) the project's virtualenv from requirements.lock; sourced by the
# other scripts. Needs Python 3.11 and Java 17 on the machine, nothing else.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${OPSMETA_VENV:-$ROOT/.venv}"
PYTHON="${PYTHON:-python3.11}"

command -v "$PYTHON" >/dev/null || { echo "opsmeta needs Python 3.11 ($PYTHON not found; set PYTHON=...)" >&2; exit 1; }
command -v java >/dev/null || { echo "opsmeta needs Java 17 for Spark (java not found on PATH)" >&2; exit 1; }

CLIENT="$ROOT/clients/opsmeta-sqlalchemy"
stamp="$(cat "$ROOT/requirements.lock" "$ROOT/pyproject.toml" "$CLIENT/pyproject.toml" | sha256sum | cut -d' ' -f1)"
if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/.opsmeta-lock" 2>/dev/null)" != "$stamp" ]; then
  echo "opsmeta: installing the environment into $VENV (requirements.lock)" >&2
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
  "$VENV/bin/python" -m pip install --quiet -r "$ROOT/requirements.lock"
  "$VENV/bin/python" -m pip install --quiet --no-deps -e "$ROOT"
  # the BI client (its dependencies, PyHive and SQLAlchemy, are in the lock)
  "$VENV/bin/python" -m pip install --quiet --no-deps -e "$CLIENT"
  # the streams replay's and the split simulator's numba kernels, compiled into their cache now, not on the first build
  (cd "$ROOT" && "$VENV/bin/python" -m python_udfs.streams.scales)
  (cd "$ROOT" && "$VENV/bin/python" -m python_udfs.scheduling.compiled)
  # opsmeta serve's login and statement checks (Java, compiled against pyspark's jars)
  (cd "$ROOT" && "$VENV/bin/python" -c "from opsmeta.serving import access; access.build_jar()")
  echo "$stamp" > "$VENV/.opsmeta-lock"
fi

# the scripts and styles Data Docs pages load and the ops report inlines, vendored so both
# render offline (each lock's versions and integrity hashes; opsmeta/outputs/offline_assets.py,
# opsmeta/outputs/report.py)
for assets in "$ROOT/expectations/data_docs_assets" "$ROOT/reports/assets"; do
  if [ ! -f "$assets/node_modules/.package-lock.json" ] || ! cmp -s "$assets/package-lock.json" "$assets/node_modules/.opsmeta-lock"; then
    command -v npm >/dev/null || { echo "opsmeta needs Node.js and npm for the vendored scripts of $assets (npm not found)" >&2; exit 1; }
    (cd "$assets" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >&2 && cp package-lock.json node_modules/.opsmeta-lock)
  fi
done

export PATH="$VENV/bin:$PATH"
export PYSPARK_PYTHON="$VENV/bin/python"
export PYSPARK_DRIVER_PYTHON="$VENV/bin/python"
export DBT_PROFILES_DIR="${DBT_PROFILES_DIR:-$ROOT/profiles}"
export GX_ANALYTICS_ENABLED=false
cd "$ROOT"
