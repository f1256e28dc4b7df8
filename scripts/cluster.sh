#!/usr/bin/env bash
# A local Spark standalone cluster on loopback, for trying scale-out on one machine and for
# the tests: one master and one worker, started with pyspark's own spark-class.
#
#   ./scripts/cluster.sh start     # prints the master URL to export as SPARK_MASTER_URL
#   ./scripts/cluster.sh status
#   ./scripts/cluster.sh stop
#
# Pid files and logs go under $OPSMETA_HOME/cluster. Ports: OPSMETA_CLUSTER_PORT (7077) for
# the master, OPSMETA_CLUSTER_UI_PORT (8080) for its web UI (the worker's is the next one);
# the worker offers OPSMETA_CLUSTER_CORES (all) cores and OPSMETA_CLUSTER_MEMORY (4g).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

HOME_DIR="${OPSMETA_HOME:-$ROOT/.opsmeta}"
DIR="$HOME_DIR/cluster"
HOST=127.0.0.1
PORT="${OPSMETA_CLUSTER_PORT:-7077}"
UI_PORT="${OPSMETA_CLUSTER_UI_PORT:-8080}"
CORES="${OPSMETA_CLUSTER_CORES:-$(nproc)}"
MEMORY="${OPSMETA_CLUSTER_MEMORY:-4g}"
MASTER_URL="spark://$HOST:$PORT"
START_TIMEOUT_SECONDS=90
SPARK_CLASS="$(python -c 'import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), "bin", "spark-class"))')"

alive() { [ -f "$DIR/$1.pid" ] && kill -0 "$(cat "$DIR/$1.pid")" 2>/dev/null; }

alive_workers() {
  python - "$HOST" "$UI_PORT" <<'EOF'
import json, sys, urllib.request
try:
    with urllib.request.urlopen(f"http://{sys.argv[1]}:{sys.argv[2]}/json/", timeout=2) as page:
        print(json.load(page).get("aliveworkers", 0))
except OSError:
    print(0)
EOF
}

launch() {  # name, class, arguments...
  local name="$1"; shift
  if alive "$name"; then echo "cluster: $name already running (pid $(cat "$DIR/$name.pid"))"; return; fi
  SPARK_LOCAL_IP="$HOST" nohup "$SPARK_CLASS" "$@" >"$DIR/$name.log" 2>&1 &
  echo $! >"$DIR/$name.pid"
}

case "${1:-}" in
  start)
    mkdir -p "$DIR/work"
    launch master org.apache.spark.deploy.master.Master --host "$HOST" --port "$PORT" --webui-port "$UI_PORT"
    launch worker org.apache.spark.deploy.worker.Worker "$MASTER_URL" --host "$HOST" \
      --cores "$CORES" --memory "$MEMORY" --webui-port "$((UI_PORT + 1))" --work-dir "$DIR/work"
    for _ in $(seq "$START_TIMEOUT_SECONDS"); do
      if [ "$(alive_workers)" -ge 1 ]; then
        echo "cluster: master $MASTER_URL with 1 worker ($CORES cores, $MEMORY); logs in $DIR"
        echo "export SPARK_MASTER_URL=$MASTER_URL OPSMETA_TARGET=cluster"
        exit 0
      fi
      alive master && alive worker || break
      sleep 1
    done
    echo "cluster: did not come up within ${START_TIMEOUT_SECONDS}s; see $DIR/master.log and $DIR/worker.log" >&2
    "$ROOT/scripts/cluster.sh" stop >/dev/null
    exit 1
    ;;
  stop)
    for name in worker master; do
      if alive "$name"; then
        pid="$(cat "$DIR/$name.pid")"
        kill "$pid"
        for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
        kill -9 "$pid" 2>/dev/null || true
        echo "cluster: $name stopped"
      fi
      rm -f "$DIR/$name.pid"
    done
    ;;
  status)
    for name in master worker; do
      if alive "$name"; then echo "cluster: $name running (pid $(cat "$DIR/$name.pid"))"; else echo "cluster: $name not running"; fi
    done
    echo "cluster: $(alive_workers) alive worker(s) registered with $MASTER_URL"
    alive master && alive worker
    ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
