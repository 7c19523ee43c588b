package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JobFileParserTest {
    @TempDir
    Path dir;

    private JobPlan parse(String text) {
        return new JobFileParser().environment(Map.of("DEPTH", "8", "FILE", "/dev/null")::get)
                .parse(text, "t.fio", dir);
    }

    private String error(String text) {
        String m = assertThrows(JfioException.class, () -> parse(text)).getMessage();
        assertFalse(m.contains("\n"), "one line: " + m);
        return m;
    }

    @Test
    void shouldNameJobsBySectionNotByAGlobalName() {
        // fio 3.33 reports these jobs as "j1" and "x": a name= in [global] renames nothing
        JobPlan plan = parse("""
                [global]
                name=g
                ioengine=null
                size=1m
                [j1]
                [j2]
                name=x
                """);
        assertEquals(List.of("j1", "x"), plan.jobs().stream().map(JobSpec::name).toList());
    }

    @Test
    void shouldRecordOptionsUnderCanonicalNamesInFiosParseOrder() {
        // fio 3.33 lists kb_base first and filename last for a job file section, aliases by their names
        JobPlan plan = parse("""
                [global]
                filename=/dev/null
                readwrite=read
                [j]
                filename=/dev/null
                blocksize_unaligned=1
                kb_base=1000
                size=1m
                """);
        assertEquals(java.util.List.of("rw", "filename"), java.util.List.copyOf(plan.globalOptions().keySet()));
        assertEquals(java.util.List.of("kb_base", "bs_unaligned", "size", "filename"),
                java.util.List.copyOf(plan.jobs().get(0).options().keySet()));
    }

    @Test
    void shouldParseUnifiedRwReportingAndPercentileSwitchesAsFio() {
        for (String[] c : new String[][] {{"none", "NONE"}, {"0", "NONE"}, {"mixed", "MIXED"}, {"1", "MIXED"},
            {"both", "BOTH"}, {"2", "BOTH"}}) {
            JobPlan plan = parse("[j]\nfilename=/dev/null\nunified_rw_reporting=" + c[0] + "\n");
            assertEquals(UnifiedRwReporting.valueOf(c[1]), plan.jobs().get(0).report().unifiedRw(), c[0]);
        }
        assertEquals(ReportOptions.DEFAULT, parse("[j]\nfilename=/dev/null\n").jobs().get(0).report());
        ReportOptions ro = parse("[j]\nfilename=/dev/null\nlat_percentiles=1\nclat_percentiles=0\nslat_percentiles=1\n")
                .jobs().get(0).report();
        assertEquals(new ReportOptions(UnifiedRwReporting.NONE, false, true, true), ro);
        assertTrue(error("[j]\nfilename=/dev/null\nunified_rw_reporting=3\n").contains("unified_rw_reporting"));
    }

    @Test
    void shouldApplyEachGlobalSectionToTheJobsAfterIt() {
        JobPlan plan = parse("""
                [global]
                bs=8k
                size=1m
                [a]
                [global]
                bs=16k
                [b]
                rw=write
                """);
        assertEquals(8192, plan.jobs().get(0).blocks().minBytes(DataDirection.READ));
        assertEquals(16384, plan.jobs().get(1).blocks().minBytes(DataDirection.WRITE));
        assertEquals(1L << 20, plan.jobs().get(1).region().sizeBytes());
        assertEquals(ReadWrite.WRITE, plan.jobs().get(1).rw());
        assertEquals("16k", plan.globalOptions().get("bs"));
        assertEquals(Map.of("rw", "write"), plan.jobs().get(1).options());
    }

    @Test
    void shouldExpandEnvironmentVariablesAndBlankUndefinedOnes() {
        JobSpec j = parse("""
                [job]
                size=1m
                iodepth=${DEPTH}
                filename=${FILE}
                description=x${UNDEFINED}y
                """).jobs().get(0);
        assertEquals(8, j.depth().iodepth());
        assertEquals(List.of("/dev/null"), j.files().filenames());
        assertEquals("xy", j.options().get("description"));
    }

    @Test
    void shouldIncludeFilesRelativeToTheJobFile() throws IOException {
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/common.inc"), "bs=64k\ninclude more.inc\n");
        Files.writeString(dir.resolve("sub/more.inc"), "; nested\nrw=randread\n");
        Path main = Files.writeString(dir.resolve("sub/main.fio"), "[job]\nsize=1m\ninclude common.inc\n");
        JobSpec j = new JobFileParser().parse(main).jobs().get(0);
        assertEquals(65536, j.blocks().minBytes(DataDirection.READ));
        assertEquals(ReadWrite.RANDREAD, j.rw());
    }

    @Test
    void shouldRejectSectionsInIncludedFiles() throws IOException {
        Files.writeString(dir.resolve("bad.inc"), "[x]\n");
        String m = error("[job]\ninclude bad.inc\n");
        assertTrue(m.startsWith("bad.inc:1") || m.contains("bad.inc:1"), m);
        assertTrue(m.contains("must not contain sections"), m);
    }

    @Test
    void shouldAcceptBareBooleansAndComments() {
        JobSpec j = parse("""
                # whole-line comment
                ; another
                [job]   ; trailing comment on a header
                size=1m
                time_based
                runtime=5    # trailing comment
                numjobs=4\t; 4 threads
                norandommap
                group_reporting=0
                """).jobs().get(0);
        assertTrue(j.timing().timeBased());
        assertTrue(j.random().norandommap());
        assertFalse(j.reporting().groupReporting());
        assertEquals(4, j.numjobs());
        assertEquals(5_000_000_000L, j.timing().runtimeNs());
    }

    @Test
    void shouldReadPerDirectionBlockSizes() {
        JobSpec j = parse("[job]\nsize=1m\nbs=4k,64k\n").jobs().get(0);
        assertEquals(4096, j.blocks().minBytes(DataDirection.READ));
        assertEquals(65536, j.blocks().minBytes(DataDirection.WRITE));
        assertEquals(65536, j.blocks().minBytes(DataDirection.TRIM));
        JobSpec k = parse("[job]\nsize=1m\nbs=,8k,\n").jobs().get(0);
        assertEquals(4096, k.blocks().minBytes(DataDirection.READ));
        assertEquals(8192, k.blocks().minBytes(DataDirection.WRITE));
        assertEquals(4096, k.blocks().minBytes(DataDirection.TRIM));
        JobSpec l = parse("[job]\nsize=1m\nblocksize=16k\n").jobs().get(0);
        assertEquals(16384, l.blocks().minBytes(DataDirection.TRIM));
        assertTrue(error("[job]\nbs=4k,8k,16k,32k\n").contains("too many entries"));
    }

    @Test
    void shouldSplitFilenamesOnColonsHonouringEscapes() {
        JobSpec j = parse("[job]\nsize=1m\nfilename=a\\:b:c\n").jobs().get(0);
        assertEquals(List.of("a:b", "c"), j.files().filenames());
        assertTrue(error("[job]\nfilename=a::b\n").contains("empty file name"));
    }


    @Test
    void shouldSetFileSizeAsSizeWhenSizeIsMissing() {
        JobSpec j = parse("[job]\nfilename=/tmp/a:/tmp/b\nfilesize=1m\n").jobs().get(0);
        assertEquals(2L << 20, j.region().sizeBytes());
        JobSpec k = parse("[job]\nfilesize=1m\nsize=4m\n").jobs().get(0);
        assertEquals(4L << 20, k.region().sizeBytes());
    }

    @Test
    void shouldMapBsrangeToMinimumAndMaximumBlockSize() {
        assertEquals(4096, parse("[job]\nsize=1m\nbsrange=4k-4k\n").jobs().get(0).blocks().minBytes(DataDirection.WRITE));
        JobSpec j = parse("[job]\nsize=1m\nrw=randrw\nbsrange=64k-4k,8k-16k\n").jobs().get(0);
        assertEquals(4096, j.blocks().minBytes(DataDirection.READ));
        assertEquals(65536, j.blocks().maxBytes(DataDirection.READ));
        assertEquals(8192, j.blocks().minBytes(DataDirection.WRITE));
        assertEquals(16384, j.blocks().maxBytes(DataDirection.WRITE));
        assertEquals(65536, j.maxBlockSizeBytes());
    }

    @Test
    void shouldHonourKbBaseForEverySizeOfTheJob() {
        JobSpec j = parse("[job]\nsize=1m\nbs=4k\nkb_base=1000\n").jobs().get(0);
        assertEquals(4000, j.blocks().minBytes(DataDirection.READ));
        assertEquals(1_000_000, j.region().sizeBytes());
    }

    @Test
    void shouldLetTheLastOfRwmixreadAndRwmixwriteWin() {
        assertEquals(40, parse("[job]\nsize=1m\nrwmixread=60\nrwmixwrite=60\n").jobs().get(0).io().rwmixread());
        assertEquals(60, parse("[job]\nsize=1m\nrwmixwrite=40\nrwmixread=60\n").jobs().get(0).io().rwmixread());
    }

    @Test
    void shouldLocateErrorsByFileAndLine() {
        assertEquals("t.fio:3: bs=4q: invalid size (unknown suffix 'q')", error("[job]\nsize=1m\nbs=4q\n"));
        assertEquals("t.fio:2: unknown option 'sise' (did you mean 'size'?)", error("[job]\nsise=1m\n"));
        assertEquals("t.fio:1: option 'size=1m' is outside a [section]", error("size=1m\n[job]\n"));
        assertTrue(error("[job\n").contains("closing ']'"));
        assertTrue(error("[global]\nbs=1m\n").startsWith("no jobs defined"));
        assertTrue(error("[global]\nrw=bogus\n[job]\n").startsWith("t.fio:2: rw=bogus: invalid value"));
    }

    @Test
    void shouldReportMissingFiles() {
        String m = assertThrows(JfioException.class, () -> new JobFileParser().parse(dir.resolve("x.fio"))).getMessage();
        assertTrue(m.contains("x.fio") && m.contains("not found"), m);
    }

    @Test
    void shouldStripCommentsLikeFio() {
        assertEquals("a=1 ", JobFileParser.stripComment("a=1 ; c"));
        assertEquals("a=1 ", JobFileParser.stripComment("a=1 # c ; d"));
        assertEquals("", JobFileParser.stripComment("#x"));
    }
}
