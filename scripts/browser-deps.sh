#!/usr/bin/env bash
# Debian's Chromium, which the Data Docs browser test drives headless with the network blocked
# (tests/test_data_docs_offline.py). Run as root (CI is); elsewhere it says what to install.
set -euo pipefail
command -v chromium >/dev/null && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "opsmeta: the browser test needs Debian's chromium: sudo apt-get install chromium" >&2
  exit 1
fi
echo "opsmeta: installing chromium (Debian package)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
