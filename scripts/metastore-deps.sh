#!/usr/bin/env bash
# What a PostgreSQL metastore needs, from Debian's packages when missing: the server (postgresql,
# for `opsmeta metastore start`) and the JDBC driver Spark's Hive client loads
# (libpostgresql-jdbc-java: /usr/share/java/postgresql.jar).
set -euo pipefail
missing=()
[ -f /usr/share/java/postgresql.jar ] || missing+=(libpostgresql-jdbc-java)
compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null || missing+=(postgresql)
exec "$(dirname "${BASH_SOURCE[0]}")/debian-install.sh" "the PostgreSQL metastore" "${missing[@]}"
