#!/usr/bin/env bash
# What a PostgreSQL metastore needs, from Debian's packages when missing: the server (postgresql,
# for `opsmeta metastore start`) and the JDBC driver Spark's Hive client loads
# (libpostgresql-jdbc-java: /usr/share/java/postgresql.jar). Run as root (CI is); elsewhere it
# says which packages to install.
set -euo pipefail
missing=()
[ -f /usr/share/java/postgresql.jar ] || missing+=(libpostgresql-jdbc-java)
compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "opsmeta: the PostgreSQL metastore needs Debian's ${missing[*]}: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "opsmeta: installing ${missing[*]} (Debian packages)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
