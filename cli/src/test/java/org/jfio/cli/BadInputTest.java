package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bad-input suite (issue 8): every row is a command line, and the files it needs in a fresh
 * temp dir ({@code $T} in the arguments). Each row asserts the exit code, a fragment of the
 * message, exactly one line on stderr, no stack trace, nothing created in the temp dir, and
 * nothing changed in the working directory. The table with what jfio answered is written to
 * {@code target/bad-input-table.md}.
 */
class BadInputTest {
    private static final int OK = ExitCode.OK;
    private static final int BAD = ExitCode.JOB_ERROR;
    private static final int USAGE = ExitCode.USAGE;

    /** What each row answered, for the table in target/. */
    private static final Map<String, String> ANSWERS = new LinkedHashMap<>();

    /** Content of a file a case needs; the markers make a directory, a socket or a sized file. */
    private static final String DIR = "<directory>";
    private static final String SOCKET = "<unix socket>";
    private static final String BINARY = "<binary>";
    private static final String FIFO = "<fifo>";
    private static final String DANGLING = "<symlink to missing>";

    @TempDir
    Path tmp;

    /** One row: what to run, what to expect, and the files to create first. */
    record Case(String what, int exit, String fragment, String args, Map<String, String> files) {
        Case with(String name, String content) {
            Map<String, String> more = new LinkedHashMap<>(files);
            more.put(name, content);
            return new Case(what, exit, fragment, args, more);
        }

        Case withBytes(String name, int size) {
            return with(name, "<" + size + " bytes>");
        }

        @Override
        public String toString() {
            return what;
        }
    }

    private static Case bad(String what, int exit, String fragment, String args) {
        return new Case(what, exit, fragment, args, Map.of());
    }

    /** A small job on a file in the temp dir, followed by the options under test. */
    private static Case job(String what, String fragment, String options) {
        return bad(what, BAD, fragment, "--name=t --filename=$T/f --size=1m " + options);
    }

    static Stream<Case> cases() {
        return Stream.of(
                // malformed units and ranges
                job("bs with an unknown unit", "bs=4q: invalid size (unknown suffix 'q')", "--bs=4q"),
                bad("negative size", BAD, "size=-1: invalid size (must not be negative)", "--name=t --filename=$T/f --size=-1"),
                bad("empty size", BAD, "size=: missing value", "--name=t --filename=$T/f --size="),
                bad("size that overflows 64 bits", BAD, "size=99999999999999999999: too large",
                        "--name=t --filename=$T/f --size=99999999999999999999"),
                bad("reversed bsrange (fio swaps it: warned, then runs)", OK,
                        "warning: bsrange=8k-4k: the range runs from high to low; using 4k-8k as fio does",
                        "--parse-only --name=t --filename=$T/f --size=1m --bsrange=8k-4k"),
                job("bsrange without its maximum", "bsrange=4k: invalid range '4k' (write min-max", "--bsrange=4k"),
                job("bs with four directions", "too many entries (at most read,write,trim)", "--bs=4k,8k,16k,32k"),
                job("bs with no entry (fio 3.33 refuses it)", "bs=,: missing value (no entry of read,write,trim has one)",
                        "--bs=,"),
                job("cmdprio_percentage with no entry (fio 3.33 refuses it)",
                        "cmdprio_percentage=,: missing value (no entry of read,write,trim has one)",
                        "--ioengine=io_uring --cmdprio_percentage=,"),
                job("cmdprio_percentage with a fraction (fio 3.33 takes 1)",
                        "cmdprio_percentage=1.5: invalid integer (write a whole number; fio 3.33 would silently take 1)",
                        "--ioengine=io_uring --cmdprio_percentage=1.5"),
                job("iodepth with a fraction", "iodepth=2.5: invalid integer (write a whole number; fio 3.33 would"
                        + " silently take 2)", "--iodepth=2.5"),
                job("bs above 2 GiB", "bs=3g: out of range", "--bs=3g"),
                job("offset that is not a number", "offset=abc: invalid size (not a number)", "--offset=abc"),
                job("bssplit over 100 percent", "bssplit=4k/50:8k/60: percentages add up to 110", "--bssplit=4k/50:8k/60"),
                // unknown options, with "did you mean"
                job("misspelt option", "unknown option 'blocksz' (did you mean 'blocksize'?)", "--blocksz=4k"),
                job("misspelt percentage option", "unknown option 'rwmixred' (did you mean 'rwmixread'?)", "--rwmixred=70"),
                job("misspelt jfio flag", "unknown option 'output-formatt' (did you mean '--output-format'?)",
                        "--output-formatt=json"),
                job("option nothing resembles", "unknown option 'xyzzy' (see --cmdhelp", "--xyzzy=1"),
                job("single-dash argument", "unknown argument '-x' (job options are written --key=value)", "-x"),
                bad("misspelt option in a job file", BAD, "u.fio:2: unknown option 'iodepht' (did you mean 'iodepth'?)",
                        "$T/u.fio").with("u.fio", "[a]\niodepht=4\n"),
                bad("job option written without --", BAD, "job file 'size=1m' not found (job options are written --size=1m)",
                        "--name=t size=1m"),
                // unknown values of enum options
                job("unknown rw", "rw=randomread: invalid value (allowed: read, write", "--rw=randomread"),
                job("unknown verify", "verify=bogus: invalid value (allowed: 0, md5", "--verify=bogus"),
                job("unknown fallocate", "fallocate=maybe: invalid value", "--fallocate=maybe"),
                job("unknown kb_base", "kb_base=1023: invalid value (allowed: 1024, 1000)", "--kb_base=1023"),
                job("boolean that is not 0 or 1", "direct=2: invalid boolean (use 0 or 1)", "--direct=2"),
                job("unknown random_distribution", "random_distribution=bogus: invalid value (allowed: random, zipf",
                        "--random_distribution=bogus"),
                // conflicting options
                job("--readonly with a write job", "t: rw=write writes or trims, but --readonly allows only reads",
                        "--readonly --rw=write"),
                job("--readonly with a trim job", "t: rw=randtrim writes or trims, but --readonly allows only reads",
                        "--readonly --rw=randtrim"),
                job("--readonly with a file to create", "does not exist, and --readonly forbids creating it",
                        "--readonly --rw=read"),
                job("--readonly with a file to extend", "holds 524288 bytes, the job reads up to 1048576, and --readonly "
                        + "forbids extending it", "--readonly --rw=read").withBytes("f", 512 * 1024),
                bad("readonly=1 with a file to create", BAD, "t: $T/f does not exist, and readonly=1 forbids creating it",
                        "$T/r.fio").with("r.fio", "[t]\nfilename=$T/f\nsize=1m\nrw=read\nreadonly=1\n"),
                bad("readonly=1 with a file to extend", BAD, "t: $T/f holds 524288 bytes, the job reads up to 1048576, and "
                        + "readonly=1 forbids extending it", "$T/r.fio").withBytes("f", 512 * 1024)
                        .with("r.fio", "[t]\nfilename=$T/f\nsize=1m\nrw=read\nreadonly=1\n"),
                bad("readonly=1 in a later group extending an earlier job's file", BAD, "b: $T/f holds (once job a has laid "
                        + "it out) 524288 bytes, the job reads up to 1048576, and readonly=1 forbids extending it", "$T/ro.fio")
                        .with("ro.fio", "[a]\nfilename=$T/f\nsize=512k\nrw=write\n[b]\nstonewall\nfilename=$T/f\nsize=1m\n"
                                + "rw=read\nreadonly=1\n"),
                // set-up failures found before the file is laid out and before --output is emptied
                job("write_bw_log in a missing directory", "t: write_bw_log: cannot create $T/nope/bw_bw.1.log: No such file "
                        + "or directory", "--rw=write --write_bw_log=$T/nope/bw --output=$T/out.txt").with("out.txt", "old"),
                job("write_hist_log in a missing directory", "t: write_hist_log: cannot create $T/nope/h_clat_hist.1.log",
                        "--rw=write --write_hist_log=$T/nope/h --log_hist_msec=100"),
                job("write_iolog in a missing directory", "t: write_iolog=$T/nope/x: cannot create it: no such directory $T/nope",
                        "--rw=write --write_iolog=$T/nope/x"),
                job("verify_journal in a missing directory", "t: verify_journal=$T/nope/j: cannot create it: no such directory",
                        "--rw=write --verify=md5 --verify_journal=$T/nope/j"),
                job("mem=mmap file in a missing directory", "t: mem=mmap:$T/nope/m: cannot create it: no such directory",
                        "--rw=read --mem=mmap:$T/nope/m"),
                bad("time_based without runtime (fio turns it off: warned, then runs)", OK, "warning: t: time_based needs runtime= "
                        + "(or timeout=): ignored, the job runs its size (times loops) once, as fio does",
                        "--parse-only --name=t --filename=$T/f --size=1m --time_based"),
                // verification
                job("verify_only on a file that does not exist", "does not exist, and verify_only=1 checks what an earlier run "
                        + "wrote there and writes nothing", "--rw=write --verify=crc32c --verify_only"),
                job("verify_only on a short file", "holds 524288 bytes, the job reads up to 1048576, and verify_only=1 does "
                        + "not extend it", "--rw=write --verify=md5 --verify_only").withBytes("f", 512 * 1024),
                job("verify=pattern without a pattern", "t: verify=pattern needs verify_pattern=", "--rw=write --verify=pattern"),
                job("verify header larger than the block", "t: verify=sha512: blocks of 128 bytes cannot hold the 168-byte header",
                        "--rw=write --bs=128 --verify=sha512"),
                job("verify_offset past the interval", "t: verify_offset=4090: the header (44 bytes) would end past",
                        "--rw=write --verify=crc32c --verify_offset=4090"),
                job("verify on a trim workload", "t: verify=crc32c: jfio does not verify trim workloads", "--rw=trim --verify=crc32c"),
                job("verify with bs_unaligned", "cannot be used with bs_unaligned", "--rw=write --bsrange=1k-8k --bs_unaligned --verify=md5"),
                job("bad verify_pattern", "verify_pattern=0xzz: no hex digits after 0x", "--rw=write --verify_pattern=0xzz"),
                job("verify_state_load without its state file", "t: verify_state_load=1: no state file local-t-0-verify.state (a write "
                        + "job with verify= and verify_state_save=1 writes it", "--rw=write --verify=md5 --verify_only --verify_state_load=1")
                        .withBytes("f", 1024 * 1024),
                job("verify_state_load without verify", "verify_state_load=1 needs verify=", "--rw=read --verify_state_load=1"),
                job("experimental_verify with norandommap", "experimental_verify=1 replays the job's requests: norandommap lets a block "
                        + "be written twice", "--rw=randwrite --norandommap --verify=md5 --experimental_verify=1"),
                job("experimental_verify with verify_backlog", "experimental_verify=1 replays the writes at the end of each pass; "
                        + "verify_backlog=8 needs", "--rw=write --verify=md5 --experimental_verify=1 --verify_backlog=8"),
                job("trim_percentage refused", "trim_percentage=10: not supported by jfio", "--rw=write --verify=md5 --trim_percentage=10"),
                job("verify_journal for verify_only that does not exist", "verify_journal=", "--rw=write --verify=md5 --verify_only "
                        + "--verify_journal=$T/none.journal").withBytes("f", 1024 * 1024),
                job("direct=1 on an engine without O_DIRECT", "t: ioengine=mmap does not support direct=1 (O_DIRECT)",
                        "--ioengine=mmap --direct=1"),
                job("engine option of another engine", "t: option fixedbufs is not an option of ioengine=psync",
                        "--ioengine=psync --fixedbufs"),
                job("allow_file_create=0 with a missing file", "does not exist and allow_file_create=0 forbids creating it",
                        "--allow_file_create=0"),
                // missing, recursive and unreadable job files
                bad("missing job file", BAD, "job file '$T/missing.fio' not found", "$T/missing.fio"),
                bad("missing include", BAD, "m.fio:2: job file '$T/nosuch.inc' not found", "$T/m.fio")
                        .with("m.fio", "[a]\ninclude nosuch.inc\n"),
                bad("job file that includes itself", BAD, "include of '$T/a.fio' is recursive (a.fio -> a.fio)", "$T/a.fio")
                        .with("a.fio", "[a]\ninclude a.fio\n"),
                bad("includes that go round", BAD, "is recursive (b.inc -> c.inc -> b.inc)", "$T/r.fio")
                        .with("r.fio", "[a]\ninclude b.inc\n").with("b.inc", "include c.inc\n")
                        .with("c.inc", "include b.inc\n"),
                bad("included file with a section", BAD, "included files must not contain sections", "$T/s.fio")
                        .with("s.fio", "[a]\ninclude s.inc\n").with("s.inc", "[b]\n"),
                bad("directory as job file", BAD, "job file '$T/d.fio' is a directory", "$T/d.fio").with("d.fio", DIR),
                bad("unreadable job file (a socket: even root cannot read it)", BAD,
                        "cannot read job file '$T/sock.fio': No such device or address", "$T/sock.fio")
                        .with("sock.fio", SOCKET),
                bad("binary job file", BAD, "job file '$T/bin.fio' is not a text file (NUL byte at offset", "$T/bin.fio")
                        .with("bin.fio", BINARY),
                bad("option outside a section", BAD, "o.fio:1: option 'rw=read' is outside a [section]", "$T/o.fio")
                        .with("o.fio", "rw=read\n[a]\n"),
                bad("section header without ]", BAD, "h.fio:1: section header '[a' lacks its closing ']'", "$T/h.fio")
                        .with("h.fio", "[a\nrw=read\n"),
                bad("empty job file", USAGE, "no jobs defined", "$T/e.fio").with("e.fio", ""),
                bad("global options only", USAGE, "no jobs defined", "--ioengine=null --slo=iops>=1"),
                bad("--section that is not in the file", BAD, "--section=nosuch: no job section of that name", 
                        "--section=nosuch $T/j.fio").with("j.fio", "[a]\nsize=64k\nfilename=$T/f\n"),
                // directories where files belong
                job("directory as filename", "t: filename=$T is a directory", "--filename=$T"),
                bad("regular file as directory", BAD, "t: $T/plain is not a directory",
                        "--name=t --size=1m --directory=$T/plain").with("plain", ""),
                bad("directory that does not exist", BAD, "t: $T/nope is not a directory (it does not exist;",
                        "--name=t --size=1m --directory=$T/nope"),
                bad("FIFO as filename", BAD, "t: filename=$T/p is a FIFO (named pipe), not a regular file or block device",
                        "--name=t --filename=$T/p --size=1m --direct=1").with("p", FIFO),
                bad("dangling symlink as filename", BAD, "t: filename=$T/l is a dangling symbolic link (to $T/missing, which"
                        + " does not exist)", "--name=t --filename=$T/l --size=1m").with("l", DANGLING),
                job("file under a regular file", "t: $T/plain is not a directory", "--filename=$T/plain/sub")
                        .with("plain", ""),
                job("directory as write_iolog", "t: write_iolog=$T is a directory", "--write_iolog=$T"),
                job("directory as --output", "--output=$T: is a directory", "--output=$T"),
                // engines
                job("unknown engine", "ioengine=bogus: unknown engine (known: ", "--ioengine=bogus"),
                job("unavailable engine", "ioengine=unavailable-test is not available: libunavailable-test.so.1 not found;"
                        + " fix: apt-get install libunavailable-test1", "--ioengine=" + UnavailableTestEngineProvider.NAME),
                job("empty engine", "t: ioengine must not be empty", "--ioengine="),
                // impossible sizes
                job("size smaller than bs", "t: size=4096 leaves 4096 bytes for $T/f, less than the block size 8192",
                        "--size=4k --bs=8k"),
                bad("offset past the end of an existing file", BAD,
                        "t: offset=1048576 is at or past the end of $T/f (524288 bytes)",
                        "--name=t --filename=$T/f --offset=1m").withBytes("f", 512 * 1024),
                bad("offset past filesize", BAD, "t: offset=8388608 is at or past filesize=4194304 of $T/f",
                        "--name=t --filename=$T/f --offset=8m --filesize=4m"),
                job("io_uring iodepth above the largest ring", "t: iodepth=65536 is out of range for ioengine=io_uring: it"
                        + " queues 1 to 32768 requests", "--ioengine=io_uring --iodepth=65536"),
                job("zero size", "size=0: out of range", "--size=0"),
                bad("no size for a file that does not exist", BAD, "t: you need to specify size= ($T/f does not exist)",
                        "--name=t --filename=$T/f"),
                bad("no size for an empty file", BAD, "t: you need to specify size= ($T/f is empty)",
                        "--name=t --filename=$T/f").with("f", ""),
                // zero or negative values
                job("iodepth=0", "iodepth=0: out of range (1..65536)", "--iodepth=0"),
                job("negative iodepth", "iodepth=-1: invalid integer (must not be negative)", "--iodepth=-1"),
                job("numjobs=0", "numjobs=0: out of range (1..4096)", "--numjobs=0"),
                job("numjobs too large", "numjobs=100000: out of range (1..4096)", "--numjobs=100000"),
                job("bs=0", "bs=0: out of range", "--bs=0"),
                job("negative bs", "bs=-4k: invalid size (must not be negative)", "--bs=-4k"),
                job("nrfiles=0", "nrfiles=0: out of range", "--nrfiles=0"),
                job("loops=0", "loops=0: out of range", "--loops=0"),
                job("negative rate", "rate=-1: invalid size (must not be negative)", "--rate=-1"),
                // bad time units
                job("runtime with an unknown unit", "runtime=10x: invalid time (unknown suffix 'x'", "--runtime=10x"),
                job("negative runtime", "runtime=-5: invalid time (must not be negative)", "--runtime=-5"),
                job("ramp_time that is not a number", "ramp_time=abc: invalid time (not a number)", "--ramp_time=abc"),
                job("thinktime in parsecs", "thinktime=5parsecs: invalid time (unknown suffix 'parsecs'", "--thinktime=5parsecs"),
                // bad percentages
                job("rwmixread=101", "rwmixread=101: out of range (0..100)", "--rwmixread=101"),
                job("negative rwmixwrite", "rwmixwrite=-1: invalid integer (must not be negative)", "--rwmixwrite=-1"),
                job("percentage_random=150", "percentage_random=150: out of range (0..100)", "--percentage_random=150"),
                job("buffer_compress_percentage=101", "buffer_compress_percentage=101: out of range (0..100)",
                        "--buffer_compress_percentage=101"),
                // cpus_allowed
                job("cpus_allowed that is not a number", "cpus_allowed=abc: 'abc' is not a CPU number", "--cpus_allowed=abc"),
                job("cpus_allowed beyond any CPU", "cpus_allowed=9999: CPU 9999 is out of range", "--cpus_allowed=9999"),
                job("cpus_allowed past this machine's CPUs", "cpus_allowed=4000: CPU 4000 too large (this machine's CPUs are 0-",
                        "--cpus_allowed=4000"),
                job("cpus_allowed range backwards", "cpus_allowed=3-1: range 3-1 runs backwards", "--cpus_allowed=3-1"),
                // percentile_list
                job("percentile that is not a number", "percentile_list=99:abc: invalid percentile 'abc'",
                        "--percentile_list=99:abc"),
                job("percentile above 100", "percentile_list=101: percentile '101' is outside (0,100]", "--percentile_list=101"),
                job("percentile 0", "percentile_list=0: percentile '0' is outside (0,100]", "--percentile_list=0"),
                // report formats and jfio's own flags
                job("terse version 9", "--terse-version=9: bad terse version (allowed: 2, 3, 4, 5)", "--terse-version=9"),
                job("terse version that is not a number", "--terse-version=x: bad terse version", "--terse-version=x"),
                job("unknown output format", "--output-format=xml: unknown format (allowed: normal, json, json+, terse, html)",
                        "--output-format=xml"),
                bad("--output-format without a value", USAGE, "Missing required parameter for option '--output-format'",
                        "--output-format"),
                // fio 3.33: "option '--readonly' doesn't allow an argument", exit 1 (getopt, before any job)
                bad("--readonly=1", BAD, "option '--readonly' takes no value", "--readonly=1 --name=t --ioengine=null --size=1m"),
                bad("--minimal=true", BAD, "option '--minimal' takes no value", "--name=t --ioengine=null --size=1m --minimal=true"),
                bad("-showcmd=1 (one dash)", BAD, "option '--showcmd' takes no value", "-showcmd=1 $T/j.fio")
                        .with("j.fio", "[a]\nsize=1m\n"),
                bad("--help=1", BAD, "option '--help' takes no value", "--help=1"),
                bad("--output followed by a job option", USAGE, "--output", "--output --name=t --ioengine=null --size=1m"),
                job("negative startdelay", "startdelay=-1: invalid time (must not be negative)", "--startdelay=-1"),
                job("negative bsrange", "bsrange=-4k-8k: invalid size (must not be negative)", "--bsrange=-4k-8k"),
                bad("job file line with control bytes", BAD, "option 'a\\x1b[2Jb' is outside a [section]", "$T/c.fio")
                        .with("c.fio", "a\u001b[2Jb\n[a]\n"),
                bad("job file with a 100 KB line", BAD, "more characters)", "$T/long.fio")
                        .with("long.fio", "x".repeat(100_000) + "\n[a]\n"),
                bad("no arguments at all", USAGE, "no jobs given", ""),
                bad("--name without a name", BAD, "name: needs a value (--name=job)", "--name= --filename=$T/f --size=1m"),
                bad("--enghelp for an unknown engine", BAD, "--enghelp=bogus: unknown engine", "--enghelp=bogus"),
                bad("--cmdhelp for a misspelt option", BAD, "did you mean 'blocksize'?", "--cmdhelp=blocksz"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void shouldRefuseBadInputWithOneClearLine(Case c) throws IOException {
        String t = tmp.toString();
        for (Map.Entry<String, String> f : c.files().entrySet()) {
            create(tmp.resolve(f.getKey()), f.getValue().replace("$T", t));
        }
        Map<String, String> tempBefore = snapshot(tmp);
        Map<String, String> cwdBefore = workingDirectory();
        String[] args = c.args().isEmpty() ? new String[0] : c.args().replace("$T", t).split(" ");

        MainTest.Result r = MainTest.run(args);

        String fragment = c.fragment().replace("$T", t);
        ANSWERS.put(c.what(), "| " + c.what() + " | `" + c.args().replace("$T", "T").replace("|", "\\|") + "` | "
                + r.code() + " | " + r.err().strip().replace(t, "T").replace("|", "\\|") + " |");
        assertEquals(c.exit(), r.code(), () -> "exit code; stderr: " + r.err());
        assertEquals(1, r.err().lines().count(), () -> "exactly one line on stderr: " + r.err());
        assertTrue(r.err().startsWith("jfio: "), r.err());
        assertTrue(r.err().contains(fragment), () -> "expected '" + fragment + "' in: " + r.err());
        assertFalse(r.err().contains("\tat "), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(tempBefore, snapshot(tmp), "nothing created or changed in the temp dir");
        assertEquals(cwdBefore, workingDirectory(), "nothing created or changed in the working directory");
    }

    @AfterAll
    static void writeTable() throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("| case | arguments (T = the temp dir) | exit | stderr |");
        lines.add("|---|---|---|---|");
        lines.addAll(ANSWERS.values());
        Path target = Path.of("target");
        if (Files.isDirectory(target)) {
            Files.write(target.resolve("bad-input-table.md"), lines, StandardCharsets.UTF_8);
        }
    }

    private static void create(Path p, String content) throws IOException {
        switch (content) {
            case DIR -> Files.createDirectories(p);
            case SOCKET -> {
                try (ServerSocketChannel s = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
                    s.bind(UnixDomainSocketAddress.of(p));
                }
            }
            case BINARY -> Files.write(p, new byte[] {(byte) 0xff, (byte) 0xfe, 0, '[', 'j', ']', '\n'});
            case FIFO -> {
                try {
                    assertEquals(0, new ProcessBuilder(ChildJfio.requireTool("mkfifo"), p.toString()).start().waitFor());
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
            }
            case DANGLING -> Files.createSymbolicLink(p, p.resolveSibling("missing"));
            default -> {
                if (content.matches("<\\d+ bytes>")) {
                    byte[] bytes = new byte[Integer.parseInt(content.replaceAll("\\D", ""))];
                    Arrays.fill(bytes, (byte) 0x5a);
                    Files.write(p, bytes);
                } else {
                    Files.writeString(p, content);
                }
            }
        }
    }

    /** @return every path under the working directory (build output excluded) with its size and mtime */
    private static Map<String, String> workingDirectory() {
        Path cwd = Path.of("").toAbsolutePath();
        Map<String, String> out = snapshot(cwd);
        out.keySet().removeIf(k -> k.equals("target") || k.startsWith("target/"));
        return out;
    }

    private static Map<String, String> snapshot(Path root) {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(p -> !p.equals(root)).filter(p -> !p.startsWith(root.resolve("target")))
                    .forEach(p -> out.put(root.relativize(p).toString(), describe(p)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String describe(Path p) {
        try {
            return Files.isDirectory(p) ? "dir " + Files.getLastModifiedTime(p)
                    : Files.size(p) + " bytes " + Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        }
    }
}
