#!/usr/bin/env bash
# debian-install.sh WHAT PACKAGE...: install Debian packages a feature (WHAT) needs. Run as root
# (CI is); elsewhere it says which packages to install. The callers name only missing ones.
set -euo pipefail
what="$1"
shift
[ $# -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "opsmeta: $what needs Debian's $*: sudo apt-get install $*" >&2
  exit 1
fi
echo "opsmeta: installing $* (Debian packages) for $what" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
