#!/usr/bin/env bash
# A local three-master Redis Cluster for the test run against a cluster (and for trying
# REDIS_CLUSTER_NODES by hand): redis-server on three ports, joined by redis-cli --cluster
# create. `start` reuses a cluster already answering there; `stop` shuts it down.
# HAWKER_CLUSTER_TLS=1 runs it over TLS only (tls-port, tls-cluster yes) with a CA made
# for it in $dir/tls, and prints the REDIS_TLS variables that reach it.
# Usage: [HAWKER_CLUSTER_TLS=1] scripts/redis-cluster.sh start|stop [first port, default 7001]
set -euo pipefail

action=${1:-start}
first=${2:-7001}
ports=("$first" "$((first + 1))" "$((first + 2))")
dir=${HAWKER_CLUSTER_DIR:-/tmp/hawker-redis-cluster}
tls_dir="$dir/tls"
cli_tls=()
if [[ "${HAWKER_CLUSTER_TLS:-}" == 1 ]]; then
  cli_tls=(--tls --cacert "$tls_dir/ca.crt" --cert "$tls_dir/node.crt" --key "$tls_dir/node.key")
fi

cli() {
  redis-cli "${cli_tls[@]}" "$@"
}

cluster_ok() {
  cli -p "$first" cluster info 2>/dev/null | grep -q 'cluster_state:ok'
}

# A throwaway CA and one certificate for 127.0.0.1 and localhost, which the nodes serve
# and present to each other and to Hawker as its client certificate.
make_certificates() {
  [[ -f "$tls_dir/node.crt" ]] && return
  mkdir -p "$tls_dir"
  local key=(-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes)
  openssl req -x509 "${key[@]}" -keyout "$tls_dir/ca.key" -out "$tls_dir/ca.crt" -days 30 -subj /CN=hawker-cluster-ca 2>/dev/null
  openssl req "${key[@]}" -keyout "$tls_dir/node.key" -out "$tls_dir/node.csr" -subj /CN=localhost 2>/dev/null
  printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\n' >"$tls_dir/node.ext"
  openssl x509 -req -in "$tls_dir/node.csr" -CA "$tls_dir/ca.crt" -CAkey "$tls_dir/ca.key" -CAcreateserial \
    -out "$tls_dir/node.crt" -days 30 -extfile "$tls_dir/node.ext" 2>/dev/null
}

# Plain: the port. TLS: no plain port, the same number as tls-port, and TLS on the cluster bus.
listen_args() {
  if [[ ${#cli_tls[@]} -eq 0 ]]; then
    echo "--port $1"
  else
    echo "--port 0 --tls-port $1 --tls-cluster yes --tls-replication yes --tls-cert-file $tls_dir/node.crt" \
      "--tls-key-file $tls_dir/node.key --tls-ca-cert-file $tls_dir/ca.crt"
  fi
}

case "$action" in
  start)
    if cluster_ok; then
      echo "cluster: already up on ${ports[*]}"
      exit 0
    fi
    [[ ${#cli_tls[@]} -eq 0 ]] || make_certificates
    for port in "${ports[@]}"; do
      mkdir -p "$dir/$port"
      cli -p "$port" shutdown nosave >/dev/null 2>&1 || true
      rm -f "$dir/$port/nodes.conf"
      # shellcheck disable=SC2046 # listen_args is a list of words
      redis-server --daemonize yes --bind 127.0.0.1 $(listen_args "$port") --dir "$dir/$port" \
        --cluster-enabled yes --cluster-config-file nodes.conf --cluster-node-timeout 2000 \
        --save '' --appendonly no --logfile "$dir/$port/redis.log"
    done
    for port in "${ports[@]}"; do
      for _ in $(seq 1 50); do cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
    done
    cli --cluster create "${ports[@]/#/127.0.0.1:}" --cluster-replicas 0 --cluster-yes >/dev/null
    for _ in $(seq 1 100); do cluster_ok && break; sleep 0.1; done
    cluster_ok || { echo "cluster: not ok after create (logs in $dir)"; exit 1; }
    echo "cluster: up on ${ports[*]} (REDIS_CLUSTER_NODES=127.0.0.1:${ports[0]},127.0.0.1:${ports[1]},127.0.0.1:${ports[2]})"
    if [[ ${#cli_tls[@]} -ne 0 ]]; then
      echo "cluster: TLS only (REDIS_TLS=true REDIS_TLS_CA_FILE=$tls_dir/ca.crt" \
        "REDIS_TLS_CERT_FILE=$tls_dir/node.crt REDIS_TLS_KEY_FILE=$tls_dir/node.key)"
    fi
    ;;
  stop)
    for port in "${ports[@]}"; do cli -p "$port" shutdown nosave >/dev/null 2>&1 || true; done
    echo "cluster: stopped"
    ;;
  *)
    echo "usage: $0 start|stop [first port]" >&2
    exit 2
    ;;
esac
