#!/usr/bin/env bash
# A one-node Slurm cluster for the tests (see docs in README "Many hosts"): Debian's slurm-wlm and
# munge, as root, no systemd.
#   .ci/slurm-one-node.sh start DIR   starts munged (when not running), slurmctld and slurmd with their
#                                     config, state and logs in DIR; prints the slurm.conf path
#   .ci/slurm-one-node.sh stop DIR    stops what start started (the pids it recorded in DIR, only those)
set -euo pipefail
cmd=${1:?start|stop}
S=${2:?directory}

stop() {
  for f in "$S"/run/slurmd.pid "$S"/run/slurmctld.pid "$S"/run/munged.started; do
    [ -f "$f" ] || continue
    pid=$(cat "$f")
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$f"
  done
}

if [ "$cmd" = stop ]; then
  stop
  exit 0
fi

mkdir -p "$S"/{state,spool,log,run}
H=$(hostname -s)
if [ ! -S /run/munge/munge.socket.2 ] || ! pgrep -x munged >/dev/null; then
  if [ ! -f /etc/munge/munge.key ]; then
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    chown munge:munge /etc/munge/munge.key && chmod 400 /etc/munge/munge.key
  fi
  mkdir -p /run/munge && chown munge:munge /run/munge
  runuser -u munge -- /usr/sbin/munged --force
  for _ in $(seq 50); do [ -f /run/munge/munged.pid ] && break; sleep 0.1; done
  cp /run/munge/munged.pid "$S"/run/munged.started
fi
cat > "$S"/slurm.conf <<CONF
ClusterName=jfiotest
SlurmctldHost=$H
AuthType=auth/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$S/state
SlurmdSpoolDir=$S/spool
SlurmctldPidFile=$S/run/slurmctld.pid
SlurmdPidFile=$S/run/slurmd.pid
SlurmctldLogFile=$S/log/ctld.log
SlurmdLogFile=$S/log/d.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
NodeName=$H CPUs=$(nproc) RealMemory=2000 State=UNKNOWN
PartitionName=debug Nodes=$H Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES
CONF
export SLURM_CONF=$S/slurm.conf
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 100); do
  if sinfo -h -o %T 2>/dev/null | grep -qx idle; then
    echo "$SLURM_CONF"
    exit 0
  fi
  sleep 0.2
done
echo "slurm: the node did not become idle; see $S/log" >&2
stop
exit 1
