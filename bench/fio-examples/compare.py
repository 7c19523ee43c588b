#!/usr/bin/env python3
"""Runs fio's example job files under fio and jfio, shrunk to seconds, and compares the results.

usage: bench/fio-examples/compare.py FIO_EXAMPLES_DIR [--jfio PATH] [--fio fio] [--only NAME ...]
                                     [--out table.md] [--keep]

For each *.fio in FIO_EXAMPLES_DIR (fio's own examples/, which this repository does not hold):
  1. classifies it: an engine that needs hardware, a network, a cluster or a library this machine
     cannot have, or a device (/dev/sdX, /dev/nvme*, /dev/ngXnY, zonemode=zbd), cannot run on a
     plain file system; nor can a file that takes ${VARIABLES} from its command line, and one
     with fill_device=1 is not run (it would fill the shared file system);
  2. copies it to a fresh temporary directory per tool and shrinks it: runtime to 1 s, ramp_time
     and startdelay to 0, sizes above 4 MiB to 4 MiB, nrfiles to at most 32, numjobs to at most 4,
     loops to at most 2, and every filename/directory into the temporary directory;
     a rate-limited file without a runtime gets runtime=1;
  3. runs `fio --output-format=json` and `jfio --output-format=json` on the copy (timeout 90 s);
  4. compares: the jobs (names and groupid, in order) and io_bytes per job and direction (read,
     write, trim): equal for a size-bounded job (for a random mix of directions, the total: the
     split follows the random generator, which is not fio's); for a time-bounded one
     (time_based, or a runtime or rate that fio reached) only which directions moved bytes.

Prints a markdown table (file, class, fio, jfio, note) and the counts.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

NOT_PLAIN_ENGINES = {
    "net": "network peer", "netsplice": "network peer", "http": "HTTP/S3 server", "rdma": "RDMA NIC",
    "sg": "SCSI generic device", "io_uring_cmd": "NVMe char device", "e4defrag": "ext4 + e4defrag ioctl",
    "libzbc": "zoned block device", "libhipfile": "AMD GPU", "libcufile": "NVIDIA GPU",
    "libblkio": "libblkio driver", "ime_psync": "DDN IME", "ime_psyncv": "DDN IME", "ime_aio": "DDN IME",
    "rbd": "Ceph cluster", "rados": "Ceph cluster", "nfs": "NFS server (libnfs)", "nbd": "NBD server",
    "mtd": "MTD device", "libpmem": "persistent memory", "libiscsi": "iSCSI target", "libhdfs": "HDFS",
    "gfapi": "GlusterFS", "gfapi_async": "GlusterFS", "dfs": "DAOS", "dev-dax": "device DAX",
    "cpp_null": "external engine (C++ plugin)", "page_fault": "fio master engine", "xnvme": "xNVMe",
    "pmemblk": "persistent memory", "splice": "splice engine",
}
MAX_BYTES = 4 << 20
TIMEOUT_S = 90
SIZE_KEYS = {"size", "filesize", "io_size", "io_limit", "file_size", "fill_size"}
UNITS = {"": 1, "b": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40, "p": 1 << 50}


def parse_size(text):
    m = re.fullmatch(r"\s*(\d+)\s*([kmgtp]?)(i?b?)\s*", text.lower())
    if not m:
        return None
    return int(m.group(1)) * UNITS[m.group(2)]


def strip_comment(line):
    return re.split(r"\s[;#]", line, maxsplit=1)[0].rstrip()


def read_sections(text):
    """[(section, [(key, value or None)])], fio's job-file shape (comments dropped)."""
    sections, current = [], None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        line = strip_comment(line)
        if line.startswith("[") and line.endswith("]"):
            current = (line[1:-1], [])
            sections.append(current)
        elif current is not None:
            k, _, v = line.partition("=")
            current[1].append((k.strip(), v.strip() if "=" in line else None))
    return sections


def classify(sections):
    """@return None when it can run on a plain file system, else why not"""
    for _, opts in sections:
        for k, v in opts:
            if k == "ioengine" and v:
                name = v.split(":")[0].strip()
                if name in NOT_PLAIN_ENGINES:
                    return f"ioengine={name}: {NOT_PLAIN_ENGINES[name]}"
                if name == "external" or "/" in name:
                    return f"ioengine={v}: external engine"
            if k == "zonemode" and v == "zbd":
                return "zonemode=zbd: zoned block device"
            if k == "fill_device" and v != "0":
                return "fill_device=1: fills the file system (not run on a shared disk)"
            if v and "${" in v:
                return f"{k}={v}: takes its values from the command line's environment"
            if k in ("filename", "directory") and v:
                for part in re.split(r"(?<!\\):", v):
                    if part.startswith("/dev/") and part not in ("/dev/null", "/dev/zero"):
                        return f"{k}={v}: device"
    return None


def shrink_value(key, value, tmp):
    if value is None:
        return value
    if key in ("runtime",):
        return "1"
    if key in ("ramp_time", "startdelay"):
        return "0"
    if key in SIZE_KEYS:
        n = parse_size(value)
        return "4m" if n is not None and n > MAX_BYTES else value
    if key == "nrfiles":
        return str(min(int(value), 32)) if value.isdigit() else value
    if key == "numjobs":
        return str(min(int(value), 4)) if value.isdigit() else value
    if key == "loops":
        return str(min(int(value), 2)) if value.isdigit() else value
    if key == "directory":
        return tmp
    if key == "filename":
        parts = re.split(r"(?<!\\):", value)
        return ":".join(p if p in ("/dev/null", "/dev/zero") else os.path.basename(p) for p in parts)
    if key == "filename_format" and value.startswith("/"):
        return os.path.basename(value)
    return value


def write_shrunk(sections, path, tmp):
    keys = {k for _, o in sections for k, _ in o}
    # a rate-limited job without a runtime would take minutes at the example's rate: bound it by time
    bound = bool(keys & {"rate", "rate_iops", "ratemin", "rate_min"}) and "runtime" not in keys
    with open(path, "w") as f:
        if bound and not any(n == "global" for n, _ in sections):
            f.write("[global]\nruntime=1\n")
        for name, opts in sections:
            f.write(f"[{name}]\n")
            if bound and name == "global":
                f.write("runtime=1\n")
            for k, v in opts:
                v = shrink_value(k, v, tmp)
                f.write(f"{k}\n" if v is None else f"{k}={v}\n")


def run(cmd, cwd, env):
    """Runs cmd in its own session; after TIMEOUT_S kills the whole session (fio's job processes too)."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=err, text=True, start_new_session=True)
        try:
            rc = p.wait(timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
            p.wait()
            rc = 124
        out.seek(0)
        err.seek(0)
        text_out, text_err = out.read(), err.read()
    if rc == 124:
        text_err = f"timeout after {TIMEOUT_S} s\n" + text_err
    return rc, text_out, text_err


def parse_json(out):
    i = out.find("{\n")
    if i < 0:
        return None
    try:
        return json.loads(out[i:])
    except ValueError:
        return None


def first_error(rc, out, err):
    lines = [l for l in (err or "").splitlines() if l.strip() and "warning" not in l.lower()
             and not l.startswith("jfio: training") and not l.startswith("note:")]
    if lines:
        return lines[0].strip()[:160]
    d = parse_json(out)
    if d:
        for j in d.get("jobs", []):
            if j.get("error"):
                return f"job {j['jobname']}: error={j['error']}"
    return f"exit {rc}"


def time_bound(sections, job, fio_job):
    glob = dict((k, v) for s, o in sections if s == "global" for k, v in o)
    own = dict((k, v) for s, o in sections if s == job for k, v in o)
    opts = {**glob, **own}
    if "time_based" in opts and opts.get("time_based") not in ("0",):
        return True
    if "runtime" in opts or opts.keys() & {"rate", "rate_iops", "ratemin", "rate_min"}:
        return fio_job.get("job_runtime", 0) >= 900
    return False


def compare(sections, fio, jfio):
    fj = [(j["jobname"], j["groupid"]) for j in fio["jobs"]]
    jj = [(j["jobname"], j["groupid"]) for j in jfio["jobs"]]
    if fj != jj:
        return False, f"jobs/groups differ: fio {fj[:4]} jfio {jj[:4]}"
    diffs = []
    for a, b in zip(fio["jobs"], jfio["jobs"]):
        tb = time_bound(sections, a["jobname"], a)
        mixed = sum(1 for d in ("read", "write", "trim") if a[d]["io_bytes"] > 0) > 1
        if mixed and not tb:
            # a random mix of directions: jfio's generator is not fio's, so only the total must agree
            x = sum(a[d]["io_bytes"] for d in ("read", "write", "trim"))
            y = sum(b[d]["io_bytes"] for d in ("read", "write", "trim"))
            if x != y:
                diffs.append(f"{a['jobname']} total: fio {x} jfio {y}")
            continue
        for d in ("read", "write", "trim"):
            x, y = a[d]["io_bytes"], b[d]["io_bytes"]
            if tb:
                if (x > 0) != (y > 0):
                    diffs.append(f"{a['jobname']} {d}: fio {x} jfio {y} (time-bound)")
            elif x != y:
                diffs.append(f"{a['jobname']} {d}: fio {x} jfio {y}")
        if (a.get("error", 0) != 0) != (b.get("error", 0) != 0):
            diffs.append(f"{a['jobname']} error: fio {a.get('error')} jfio {b.get('error')}")
    return not diffs, "; ".join(diffs[:3])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("examples")
    ap.add_argument("--jfio", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "jfio"))
    ap.add_argument("--fio", default="fio")
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--out")
    ap.add_argument("--keep", action="store_true")
    a = ap.parse_args()
    files = sorted(f for f in os.listdir(a.examples) if f.endswith(".fio"))
    if a.only:
        files = [f for f in files if f in a.only or f[:-4] in a.only]
    rows, counts = [], {"total": len(files), "plain": 0, "fio ran": 0, "same": 0, "different": 0, "jfio failed": 0}
    base = tempfile.mkdtemp(prefix="fio-examples-")
    for name in files:
        sections = read_sections(open(os.path.join(a.examples, name), errors="replace").read())
        why = classify(sections)
        if why:
            rows.append((name, "not plain fs", "-", "-", why))
            continue
        counts["plain"] += 1
        results = {}
        for tool, cmd in (("fio", [a.fio]), ("jfio", [a.jfio])):
            tmp = os.path.join(base, name[:-4], tool)
            os.makedirs(tmp)
            job = os.path.join(tmp, name)
            write_shrunk(sections, job, tmp)
            env = dict(os.environ, FIO_DIR=tmp)
            results[tool] = run(cmd + ["--output-format=json", job], tmp, env)
        frc, fout, ferr = results["fio"]
        fjson = parse_json(fout)
        if frc != 0 or fjson is None:
            rows.append((name, "plain fs", "failed", "-", "fio: " + first_error(frc, fout, ferr)))
            continue
        counts["fio ran"] += 1
        jrc, jout, jerr = results["jfio"]
        jjson = parse_json(jout)
        if jrc != 0 or jjson is None:
            counts["jfio failed"] += 1
            rows.append((name, "plain fs", "ran", "failed", first_error(jrc, jout, jerr)))
            continue
        same, note = compare(sections, fjson, jjson)
        counts["same" if same else "different"] += 1
        rows.append((name, "plain fs", "ran", "same" if same else "different", note))
        if not a.keep:
            shutil.rmtree(os.path.join(base, name[:-4]), ignore_errors=True)
    if not a.keep:
        shutil.rmtree(base, ignore_errors=True)
    lines = ["| file | class | fio 3.33 | jfio | note |", "|---|---|---|---|---|"]
    lines += [f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {r[4].replace('|', '/')} |" for r in rows]
    lines.append("")
    lines.append(f"examples: {counts['total']}; runnable on a plain fs: {counts['plain']}; fio ran: {counts['fio ran']}; "
                 f"jfio same: {counts['same']}; jfio different: {counts['different']}; jfio failed: {counts['jfio failed']}")
    text = "\n".join(lines) + "\n"
    if a.out:
        open(a.out, "w").write(text)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
