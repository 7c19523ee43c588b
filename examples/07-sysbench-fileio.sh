#!/usr/bin/env bash
# 07-sysbench-fileio.sh - the sysbench fileio disk test, step by step, with jfio fileio (the
# same options, rules and report as sysbench 1.0.20), then the fio job that measures the same:
#
#   1. prepare  128 files test_file.0 .. test_file.127 of SIZE in total
#   2. run      rndrw for TIME seconds with sysbench's defaults: synchronous pread/pwrite,
#               1.5 reads per write, an fsync of every file every 100 requests
#   3. cleanup  the 128 files removed
#   4. the tuned run: one file (prepare, run, cleanup) with libaio (--file-io-mode=async),
#      O_DIRECT (--file-extra-flags=direct), 1 read per write and no fsync
#   5. the fio equivalent of 4: libaio, direct=1, 16k randrw at depth 128 on one file (iotest),
#      removed afterwards
#
#   cd /data && /path/to/jfio/examples/07-sysbench-fileio.sh
#   SIZE=30G TIME=600 examples/07-sysbench-fileio.sh
#
# What to look at: "File operations" and "Throughput" of each run; (read + written MiB/s) *
# 1024 / 16 is the IOPS at the 16 KiB block size. The default run (step 2) also counts
# fsyncs/s and goes through the page cache: it measures sysbench's procedure more than the
# disk, and with 128 files on few CPUs the switching between files costs too. The tuned run
# (step 4) does no periodic fsync (its fsyncs/s counts only the one at the end) and should come
# close to the fio job of step 5 and to the disk's rating; if it does not, look at the disk,
# not at the tool.
#
# Runs in the working directory, which must be on the disk under test (not tmpfs: O_DIRECT).
# Use a SIZE at least twice the RAM for real figures. Environment: SIZE (default 4G), TIME in
# seconds (300), FIO_SIZE for step 5 (1G), JFIO (the jfio command; default: the launcher of
# the repository this script is in).
set -euo pipefail

JFIO=${JFIO:-$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../jfio}
SIZE=${SIZE:-4G}
TIME=${TIME:-300}
FIO_SIZE=${FIO_SIZE:-1G}

step() {
    printf '\n### %s\n' "$*"
}

common=(--file-total-size="$SIZE" --file-test-mode=rndrw --time="$TIME" --max-requests=0)
tuned=(--file-num=1 --file-io-mode=async --file-extra-flags=direct --file-rw-ratio=1 --file-fsync-freq=0)

step "1. prepare"
"$JFIO" fileio "${common[@]}" prepare
step "2. run: rndrw with sysbench's defaults"
"$JFIO" fileio "${common[@]}" run
step "3. cleanup"
"$JFIO" fileio "${common[@]}" cleanup

step "4. the tuned run: one file, libaio, O_DIRECT, no fsync"
"$JFIO" fileio "${common[@]}" --file-num=1 prepare
"$JFIO" fileio "${common[@]}" "${tuned[@]}" run
"$JFIO" fileio "${common[@]}" --file-num=1 cleanup

step "5. the fio equivalent of 4"
"$JFIO" --name=randrw_test --filename=iotest --size="$FIO_SIZE" --bs=16k --rw=randrw --ioengine=libaio \
    --iodepth=128 --direct=1 --numjobs=1 --runtime="$TIME" --group_reporting
rm -f iotest
