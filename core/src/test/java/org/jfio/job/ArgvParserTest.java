package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArgvParserTest {
    @TempDir
    Path dir;

    private static JobPlan parse(String... args) {
        return new ArgvParser().parse(List.of(args));
    }

    private static String error(String... args) {
        String m = assertThrows(JfioException.class, () -> parse(args)).getMessage();
        assertFalse(m.contains("\n"), "one line: " + m);
        return m;
    }

    @Test
    void shouldScopeOptionsAfterNameToThatJobOnly() {
        JobPlan plan = parse("--name=g", "--size=32M", "--name=w");
        assertEquals(2, plan.jobs().size());
        assertEquals(32L << 20, plan.jobs().get(0).region().sizeBytes());
        assertEquals(-1, plan.jobs().get(1).region().sizeBytes());
        assertEquals("w", plan.jobs().get(1).name());
    }

    @Test
    void shouldApplyOptionsBeforeTheFirstNameToEveryJob() {
        JobPlan plan = parse("--bs=8k", "--ioengine=sync", "--name=a", "--name=b", "--bs=16k");
        assertEquals(8192, plan.jobs().get(0).blocks().minBytes(DataDirection.READ));
        assertEquals(16384, plan.jobs().get(1).blocks().minBytes(DataDirection.READ));
        assertEquals("sync", plan.jobs().get(1).ioengine());
        assertEquals(Map.of("bs", "8k", "ioengine", "sync"), plan.globalOptions());
        assertEquals(Map.of("name", "b", "bs", "16k"), plan.jobs().get(1).options());
    }

    @Test
    void shouldTreatNameGlobalAsAGlobalSection() {
        JobPlan plan = parse("--name=a", "--name=global", "--size=1m", "--name=b");
        assertEquals(2, plan.jobs().size());
        assertEquals(-1, plan.jobs().get(0).region().sizeBytes());
        assertEquals(1L << 20, plan.jobs().get(1).region().sizeBytes());
    }

    @Test
    void shouldBuildATypedJobFromCommandLineOptions() {
        JobSpec j = parse("--name=t", "--filename=/tmp/f", "--size=1m", "--bs=4k", "--rw=randrw",
                "--ioengine=psync", "--time_based", "--runtime=10", "--rwmixread=70", "--direct=1",
                "--numjobs=4", "--group_reporting", "--percentile_list=50:99", "--sync=dsync",
                "--ramp_time=500ms", "--iodepth=1k").jobs().get(0);
        assertEquals(ReadWrite.RANDRW, j.rw());
        assertEquals(List.of("/tmp/f"), j.files().filenames());
        assertTrue(j.timing().timeBased());
        assertEquals(TimeUnit.SECONDS.toNanos(10), j.timing().runtimeNs());
        assertEquals(TimeUnit.MILLISECONDS.toNanos(500), j.timing().rampTimeNs());
        assertEquals(70, j.io().rwmixread());
        assertTrue(j.io().direct());
        assertEquals(4, j.numjobs());
        assertTrue(j.reporting().groupReporting());
        assertArrayEquals(new double[] {50, 99}, j.reporting().percentileList());
        assertEquals(SyncMode.DSYNC, j.io().syncMode());
        assertEquals(1024, j.depth().iodepth());
        assertEquals("", j.options().get("time_based"));
    }

    @Test
    void shouldRejectUnknownOptionsWithASuggestion() {
        String m = error("--name=t", "--blocksz=4k");
        assertTrue(m.contains("blocksz") && m.contains("did you mean 'blocksize'?"), m);
    }

    @Test
    void shouldRejectBadValuesNamingOptionAndValue() {
        assertEquals("size=12q: invalid size (unknown suffix 'q')", error("--name=t", "--size=12q"));
        assertTrue(error("--name=t", "--rw=randomread").startsWith("rw=randomread: invalid value (allowed: read, write"));
        assertEquals("rwmixread=101: out of range (0..100)", error("--name=t", "--rwmixread=101"));
        assertEquals("iodepth=0: out of range (1..65536)", error("--name=t", "--iodepth=0"));
        assertEquals("bs: needs a value (bs=4k)", error("--name=t", "--bs"));
        assertTrue(error("--size=1m").startsWith("no jobs defined"));
        assertTrue(error("--name=t", "-x").contains("'-x'"));
        assertTrue(error("--name=t", "size=1m").contains("--size=1m"));
        assertTrue(error("--name=t", "--direct=2").startsWith("direct=2: invalid boolean"));
    }

    @Test
    void shouldReportTheJobWhenTheSpecIsInvalid() {
        assertTrue(error("--name=t", "--iodepth=0").startsWith("iodepth=0"));
    }

    @Test
    void shouldReadTheJobFileDashFromStdinWithIncludesFromTheWorkingDirectory() throws IOException {
        Path inc = write("abs.inc", "bs=8k\n");
        String text = "[s]\nioengine=null\nsize=64k\ninclude " + inc + "\n";
        JobPlan plan = new ArgvParser().stdin(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .parse(List.of("--name=c", "--ioengine=null", "--size=4k", "-"));
        assertEquals(List.of("c", "s"), plan.jobs().stream().map(JobSpec::name).toList());
        assertEquals(8192, plan.jobs().get(1).maxBlockSizeBytes());
        String missing = assertThrows(JfioException.class, () -> new ArgvParser()
                .stdin(new java.io.ByteArrayInputStream("[s]\ninclude nosuch-h.inc\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .parse(List.of("-"))).getMessage();
        assertEquals("-:2: job file '" + Path.of("").toAbsolutePath().resolve("nosuch-h.inc") + "' not found", missing);
        assertEquals("job file '-' given twice: stdin holds one job file", error("-", "-"));
    }

    @Test
    void shouldTurnTimeBasedWithoutRuntimeOffWithAWarningAsFio() {
        List<String> warnings = new ArrayList<>();
        JobPlan plan = new ArgvParser().warnings(warnings::add).parse(List.of("--name=t", "--size=1m", "--time_based", "--loops=3"));
        assertFalse(plan.jobs().get(0).timing().timeBased());
        assertEquals(3, plan.jobs().get(0).timing().loops());
        assertEquals(List.of("t: time_based needs runtime= (or timeout=): ignored, the job runs its size (times loops) once,"
                + " as fio does"), warnings);
        assertTrue(new ArgvParser().parse(List.of("--name=t", "--time_based", "--runtime=1")).jobs().get(0).timing().timeBased());
    }

    @Test
    void shouldReadJobFilesAndStonewallEachFileAfterTheFirst() throws IOException {
        Path a = write("a.fio", "[a1]\nsize=1m\n[a2]\nsize=1m\n");
        Path b = write("b.fio", "[global]\nbs=8k\n[b1]\nsize=2m\n[b2]\nsize=2m\n");
        JobPlan plan = parse("--ioengine=sync", a.toString(), b.toString());
        assertEquals(4, plan.jobs().size());
        assertFalse(plan.jobs().get(0).ordering().stonewall());
        assertFalse(plan.jobs().get(1).ordering().stonewall());
        assertTrue(plan.jobs().get(2).ordering().stonewall());
        assertFalse(plan.jobs().get(3).ordering().stonewall());
        assertEquals(2, plan.groupCount());
        for (JobSpec j : plan.jobs()) {
            assertEquals("sync", j.ioengine());
        }
        assertEquals(8192, plan.jobs().get(3).blocks().minBytes(DataDirection.WRITE));
    }

    @Test
    void shouldPutCommandLineJobsBeforeJobFileJobs() throws IOException {
        Path a = write("a.fio", "[fromfile]\nsize=1m\n");
        JobPlan plan = parse(a.toString(), "--name=cmd", "--size=1m");
        assertEquals("cmd", plan.jobs().get(0).name());
        assertEquals("fromfile", plan.jobs().get(1).name());
    }

    @Test
    void shouldReportMissingJobFiles() {
        assertEquals("job file 'nope.fio' not found", error("nope.fio"));
    }

    @Test
    void shouldNoLongerWarnThatVerifyHasNoEffect() {
        List<String> warnings = new ArrayList<>();
        new ArgvParser().warnings(warnings::add)
                .parse(List.of("--verify=crc32c", "--name=a", "--name=b", "--gtod_reduce=0"));
        assertEquals(List.of(), warnings, "verify is implemented: no option of the core is accepted without effect");
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }
}
