#!/usr/bin/env bash
# Proves the jfio image that Jib wrote as a tar (jib:buildTar): unpacks its layers in order into a
# temporary root, reads the entrypoint from the image's own config, and runs it with chroot (as a
# container runtime would, with /proc mounted): jfio --version, a null-engine job, and an
# io_uring and a libaio job on a file inside the root (the engines' libraries load in the image).
# Needs root (chroot, mount). Leaves nothing behind.
#
#   check-image.sh IMAGE.tar
set -euo pipefail

tar_file=$(readlink -f "${1:?usage: check-image.sh IMAGE.tar}")
work=$(mktemp -d "${TMPDIR:-/tmp}/jfio-image.XXXXXX")
root="$work/root"
cleanup() {
    mountpoint -q "$root/proc" 2>/dev/null && umount "$root/proc"
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/image" "$root"
tar -xf "$tar_file" -C "$work/image"

# manifest.json (docker save format): [{"Config": "config.json", "Layers": ["<digest>.tar.gz", ...]}]
mapfile -t layers < <(python3 -c 'import json,sys; [print(l) for l in json.load(open(sys.argv[1]))[0]["Layers"]]' \
    "$work/image/manifest.json")
config=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[0]["Config"])' "$work/image/manifest.json")
for l in "${layers[@]}"; do
    tar --warning=no-unknown-keyword -xzf "$work/image/$l" -C "$root"
done
mapfile -t entrypoint < <(python3 -c 'import json,sys; [print(a) for a in json.load(open(sys.argv[1]))["config"]["Entrypoint"]]' \
    "$work/image/$config")
echo "check-image: ${#layers[@]} layers, entrypoint: ${entrypoint[*]}"
mkdir -p "$root/proc" "$root/tmp" "$root/data"
mount -t proc proc "$root/proc"

run() {
    chroot "$root" "${entrypoint[@]}" "$@"
}
version=$(run --version)
case "$version" in
    jfio-*) echo "check-image: jfio --version: $version" ;;
    *) echo "check-image: jfio --version printed '$version'" >&2; exit 1 ;;
esac
json=$(run --name=null --ioengine=null --rw=randread --bs=4k --size=64m --output-format=json)
ios=$(printf '%s' "$json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["jobs"][0]["read"]["total_ios"])')
[ "$ios" = 16384 ] || { echo "check-image: the null job did $ios reads, not 16384" >&2; exit 1; }
echo "check-image: null engine: $ios reads"
for engine in io_uring libaio; do
    out=$(run --name=$engine --ioengine=$engine --direct=0 --iodepth=4 --rw=randwrite --bs=4k --size=1m \
        --filename=/data/f.$engine --output-format=json) || {
        echo "check-image: the $engine job failed in the image" >&2; exit 1; }
    ios=$(printf '%s' "$out" | python3 -c 'import json,sys; print(json.load(sys.stdin)["jobs"][0]["write"]["total_ios"])')
    [ "$ios" = 256 ] || { echo "check-image: the $engine job did $ios writes, not 256" >&2; exit 1; }
    echo "check-image: $engine: $ios writes to /data/f.$engine"
done
# what a pod runs (jfio k8s rank: the JSON between markers), and the manifests (fabric8 in the image)
printf '[rank]\nioengine=null\nsize=1m\nbs=4k\nrw=read\n' > "$root/data/rank.fio"
log=$(JOB_COMPLETION_INDEX=1 JFIO_RANKS=2 chroot "$root" "${entrypoint[@]}" k8s rank --output-format=json /data/rank.fio)
rank=$(printf '%s\n' "$log" | sed -n '/^----- BEGIN JFIO RESULT -----$/,/^----- END JFIO RESULT -----$/p' | sed '1d;$d' \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["jfio"]["host"]["rank"])')
[ "$rank" = 1 ] || { echo "check-image: k8s rank printed rank $rank, not 1" >&2; exit 1; }
echo "check-image: k8s rank: rank 1 of 2, its JSON between the markers"
run k8s manifest /data/rank.fio --ranks=2 --image=jfio:test | grep -q '^kind: "Job"$' \
    || { echo "check-image: k8s manifest wrote no Job" >&2; exit 1; }
echo "check-image: k8s manifest: a ConfigMap and a Job"
umount "$root/proc"
echo "check-image: OK ($(du -sh "$tar_file" | cut -f1) image, $(du -sh "$root" | cut -f1) unpacked)"
