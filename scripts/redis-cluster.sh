#!/usr/bin/env bash
# A local three-master Redis Cluster for the test run against a cluster (and for trying
# REDIS_CLUSTER_NODES by hand): redis-server on three ports, joined by redis-cli --cluster
# create. `start` reuses a cluster already answering there; `stop` shuts it down.
# Usage: scripts/redis-cluster.sh start|stop [first port, default 7001]
set -euo pipefail

action=${1:-start}
first=${2:-7001}
ports=("$first" "$((first + 1))" "$((first + 2))")
dir=${HAWKER_CLUSTER_DIR:-/tmp/hawker-redis-cluster}

cluster_ok() {
  redis-cli -p "$first" cluster info 2>/dev/null | grep -q 'cluster_state:ok'
}

case "$action" in
  start)
    if cluster_ok; then
      echo "cluster: already up on ${ports[*]}"
      exit 0
    fi
    for port in "${ports[@]}"; do
      mkdir -p "$dir/$port"
      redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || true
      rm -f "$dir/$port/nodes.conf"
      redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --dir "$dir/$port" \
        --cluster-enabled yes --cluster-config-file nodes.conf --cluster-node-timeout 2000 \
        --save '' --appendonly no --logfile "$dir/$port/redis.log"
    done
    for port in "${ports[@]}"; do
      for _ in $(seq 1 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
    done
    redis-cli --cluster create "${ports[@]/#/127.0.0.1:}" --cluster-replicas 0 --cluster-yes >/dev/null
    for _ in $(seq 1 100); do cluster_ok && break; sleep 0.1; done
    cluster_ok || { echo "cluster: not ok after create (logs in $dir)"; exit 1; }
    echo "cluster: up on ${ports[*]} (REDIS_CLUSTER_NODES=127.0.0.1:${ports[0]},127.0.0.1:${ports[1]},127.0.0.1:${ports[2]})"
    ;;
  stop)
    for port in "${ports[@]}"; do redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || true; done
    echo "cluster: stopped"
    ;;
  *)
    echo "usage: $0 start|stop [first port]" >&2
    exit 2
    ;;
esac
