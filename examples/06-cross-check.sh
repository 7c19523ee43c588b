#!/usr/bin/env bash
# 06-cross-check.sh - 06-cross-check.fio as one jfio compare: the same 4 KiB random reads with
# O_DIRECT at depth 32 through sync, libaio and io_uring, each run REPEAT times in an
# interleaved order (so a drift of the machine hits every engine alike), printed side by side
# (median IOPS, latency percentiles, CPU per I/O, the device's util%, merges, queue size and
# await) with a diagnosis of the I/O path ("findings").
#
#   examples/06-cross-check.sh                           # 1 GiB file, 30 s per run, 3 repeats
#   SIZE=8g RUNTIME=60 examples/06-cross-check.sh --output-format=json --output=cc.json
#
# What to look at: the three IOPS figures and the findings below the table. sync about as fast
# as libaio means depth buys nothing (requests serialized below the guest: a virtualization
# layer, an overcommitted host); libaio fine but io_uring far below it points at io_uring and
# the driver on this kernel; all three below the disk's rating points at the disk itself.
# Options after the script's name go to jfio compare (e.g. --output-format=json).
#
# Environment: SIZE (default 1g), RUNTIME in seconds (30), REPEAT (3), JFIO (the jfio command;
# default: the launcher of the repository this script is in). Lays out
# jfio-data/crosscheck.dat relative to the working directory (a file system with O_DIRECT).
set -euo pipefail

JFIO=${JFIO:-$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../jfio}
SIZE=${SIZE:-1g}
RUNTIME=${RUNTIME:-30}
REPEAT=${REPEAT:-3}

exec "$JFIO" compare --engines=sync,libaio,io_uring --repeat="$REPEAT" \
    --filename=jfio-data/crosscheck.dat --size="$SIZE" --rw=randread --bs=4k --iodepth=32 --direct=1 \
    --runtime="$RUNTIME" --time_based "$@"
