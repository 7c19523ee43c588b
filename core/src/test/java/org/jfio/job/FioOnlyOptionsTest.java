package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.OptionSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Parsing, {@code --cmdhelp} and the JSON {@code job options} echo of the fio 3.33 options added
 * for issue #20: the ones jfio does ({@code ignore_error}, {@code error_dump},
 * {@code exitall_on_error}, {@code exec_prerun}, {@code exec_postrun}, {@code create_fsync},
 * {@code offset_align}, {@code cpumask}, {@code fadvise_hint}, {@code description}, {@code ba}) and
 * the ones it refuses with a reason.
 */
class FioOnlyOptionsTest {
    private static JobSpec job(String... options) {
        JobSpec.Builder b = JobSpec.builder("j");
        for (String o : options) {
            int eq = o.indexOf('=');
            b.set(eq < 0 ? o : o.substring(0, eq), eq < 0 ? null : o.substring(eq + 1));
        }
        return b.set("size", "1m").build();
    }

    private static String error(String... options) {
        return assertThrows(JfioException.class, () -> job(options)).getMessage();
    }

    private static Map<String, String> echo(String... args) {
        List<String> argv = new java.util.ArrayList<>(List.of("--name=x", "--size=1m"));
        argv.addAll(List.of(args));
        return new ArgvParser().parse(argv).jobs().get(0).options();
    }

    @Test
    void shouldParseIgnoreErrorListsByNameAndNumber() {
        ErrorHandling h = job("ignore_error=EAGAIN,ENOSPC:122:-5").errors();
        assertArrayEquals(new int[] {11}, h.readErrors());
        assertArrayEquals(new int[] {28, 122, 5}, h.writeErrors(), "fio drops a number's sign");
        assertNull(h.verifyErrors(), "a type not given keeps fio's EIO, EILSEQ");
        assertNull(job("ignore_error=,ENOSPC").errors().readErrors(), "an empty list keeps fio's default");
        assertArrayEquals(new int[] {28}, job("ignore_error=,ENOSPC").errors().writeErrors());
        // fio 3.33: "Unknown error EBOGUS, please use number value"; 0 and non-numbers are refused, each saying why
        assertTrue(error("ignore_error=EBOGUS").contains("ignore_error=EBOGUS: unknown error EBOGUS, please use number value"));
        assertTrue(error("ignore_error=0").contains("ignore_error=0: error 0 is no error"), error("ignore_error=0"));
        assertTrue(error("ignore_error=EIO,-0").contains("error 0 is no error"));
        for (String bad : List.of("1-5", "5x", "abc", "-", "+")) {
            assertTrue(error("ignore_error=" + bad).contains("'" + bad + "' is neither an errno name (EIO) nor a number"),
                    error("ignore_error=" + bad));
        }
        assertArrayEquals(new int[] {5, 28}, job("ignore_error=-5:+28").errors().readErrors(), "fio drops the sign");
        assertTrue(error("ignore_error=1,2,3,4").contains("at most three lists"));
        assertEquals(ErrorHandling.DEFAULT, job().errors());
    }

    @Test
    void shouldParseErrorAndExitSwitches() {
        ErrorHandling h = job("error_dump=1", "exitall_on_error").errors();
        assertTrue(h.errorDump() && h.exitallOnError());
        assertEquals("group", echo("--exit_what=group").get("exit_what"));
        assertEquals(ExitWhat.ALL, job("exit_what=all").errors().exitWhat());
        assertEquals(ExitWhat.STONEWALL, job("exit_what=stonewall").errors().exitWhat());
        assertEquals(ExitWhat.GROUP, job().errors().exitWhat());
        assertTrue(error("exit_what=some").contains("exit_what"));
    }

    @Test
    void shouldParseExecHooks() {
        JobHooks h = job("exec_prerun=echo a", "exec_postrun=echo b").hooks();
        assertEquals("echo a", h.prerun());
        assertEquals("echo b", h.postrun());
        assertEquals(JobHooks.NONE, job().hooks());
        assertEquals("echo a", echo("--exec_prerun=echo a").get("exec_prerun"));
    }

    @Test
    void shouldParseFileOptions() {
        assertTrue(job().files().createFsync(), "create_fsync defaults to on");
        assertFalse(job("create_fsync=0").files().createFsync());
        assertEquals("1", job().files().fadviseHint());
        assertEquals("random", job("fadvise_hint=random").files().fadviseHint());
        assertTrue(error("fadvise_hint=sometimes").contains("fadvise_hint=sometimes"));
        assertEquals(65536, job("offset_align=64k").region().percentages().offsetAlignBytes());
        assertEquals(0, job().region().percentages().offsetAlignBytes());
        assertEquals("64k", echo("--offset_align=64k").get("offset_align"));
        assertTrue(job("create_on_open=1").files().createOnOpen());
        EngineLookup engines = org.jfio.api.EngineRegistry.load();
        JfioException laidOut = assertThrows(JfioException.class, () -> PlanChecks.checkEngines(
                JobPlan.fromFioArgs(List.of("--name=p", "--ioengine=psync", "--size=1m", "--create_on_open=1")), engines));
        assertTrue(laidOut.getMessage().contains("create_on_open=1: not supported by jfio with ioengine=psync"),
                laidOut.getMessage());
        PlanChecks.checkEngines(JobPlan.fromFioArgs(List.of("--name=c", "--ioengine=filecreate", "--nrfiles=2",
                "--filesize=4k", "--create_on_open=1")), engines); // filecreate's own I/O creates the files
        assertTrue(error("create_serialize=0").contains("one job after another"));
        assertFalse(job("create_serialize=1").files().createOnly(), "fio's default is what jfio does");
    }

    @Test
    void shouldPercentOffsetsAlignToOffsetAlign() {
        FilePercentages p = job("offset=10%", "offset_align=64k").region().percentages();
        assertEquals(131072, p.offsetBytes(1 << 20, 0, 4096), "10% of 1 MiB rounded up to 64 KiB");
        FilePercentages q = job("offset=10%").region().percentages();
        assertEquals(106496, q.offsetBytes(1 << 20, 0, 4096), "else rounded up to the minimum block size");
    }

    @Test
    void shouldParseDedupeAndLockfile() {
        Buffers b = job("dedupe_percentage=30", "dedupe_mode=working_set", "dedupe_working_set_percentage=10").buffers();
        assertEquals(30, b.dedupePercentage());
        assertTrue(b.dedupeWorkingSet() && b.refillsEveryWrite());
        assertEquals(10, b.dedupeWorkingSetPercentage());
        assertEquals(5, job().buffers().dedupeWorkingSetPercentage());
        assertFalse(job("dedupe_mode=repeat").buffers().dedupeWorkingSet());
        assertTrue(error("dedupe_percentage=101").contains("out of range"));
        assertEquals(FileSet.LOCK_NONE, job().files().lockfile());
        assertEquals(FileSet.LOCK_READWRITE, job("lockfile=readwrite").files().lockfile());
        assertEquals("exclusive", echo("--lockfile=exclusive").get("lockfile"));
        assertEquals("50", echo("--dedupe_percentage=50").get("dedupe_percentage"));
        assertTrue(job("dedupe_global=1").buffers().dedupeGlobal());
        assertFalse(job().buffers().dedupeGlobal());
        assertEquals("1", echo("--dedupe_global=1").get("dedupe_global"));
        assertEquals("offload", echo("--io_submit_mode=offload").get("io_submit_mode"));
        assertEquals("1", echo("--serialize_overlap=1").get("serialize_overlap"));
        String help = OptionHelp.describe(OptionTable.builtin().require("dedupe_global"));
        assertTrue(help.contains("dedupe_global:") && help.contains("every job") && !help.contains("refused"), help);
    }

    @Test
    void shouldParseMemSources() {
        Buffers b = job("iomem=mmaphuge:/mnt/huge/f", "hugepage-size=1g").buffers();
        assertEquals("mmaphuge", b.mem());
        assertEquals("/mnt/huge/f", b.memFile());
        assertEquals(1L << 30, b.hugepageBytes());
        assertEquals(Buffers.MEM_MALLOC, job().buffers().mem());
        assertEquals(2L << 20, job().buffers().hugepageBytes());
        assertEquals("shm", job("mem=shm").buffers().mem());
        assertTrue(error("mem=shm:/x").contains("only mmap, mmapshared and mmaphuge take a file"));
        assertTrue(error("mem=gpu").contains("mem=gpu"));
        assertTrue(error("hugepage-size=3m").contains("power of 2"));
        assertEquals("mmap:/tmp/f", echo("--iomem=mmap:/tmp/f").get("mem"));
    }

    @Test
    void shouldParseWriteHint() {
        assertNull(job().files().writeHint());
        assertEquals("medium", job("write_hint=medium").files().writeHint());
        assertTrue(error("write_hint=forever").contains("write_hint=forever"));
        assertEquals("long", echo("--write_hint=long").get("write_hint"));
    }

    @Test
    void shouldParseDiskUtil() {
        assertTrue(job().report().diskUtil());
        assertFalse(job("disk_util=0").report().diskUtil());
        assertEquals("0", echo("--disk_util=0").get("disk_util"));
    }

    @Test
    void shouldParseIomemAlign() {
        assertEquals(512, job("iomem_align=512").buffers().memAlignBytes());
        assertEquals(512, job("mem_align=512").buffers().memAlignBytes());
        assertEquals(0, job().buffers().memAlignBytes());
        assertEquals("512", echo("--mem_align=512").get("iomem_align"));
    }

    @Test
    void shouldTakeCpumaskAsACpuList() {
        assertArrayEquals(new int[] {0}, job("cpumask=1").cpus().cpusAllowed());
        assertArrayEquals(job("cpus_allowed=0").cpus().cpusAllowed(), job("cpumask=0x1").cpus().cpusAllowed());
        assertTrue(error("cpumask=0").contains("out of range"));
    }

    @Test
    void shouldNameBaAsFioDoes() {
        assertEquals("ba", OptionTable.builtin().require("blockalign").name());
        assertEquals(4096, job("blockalign=4k").blocks().alignBytes(DataDirection.READ));
        assertEquals("4k", echo("--blockalign=4k").get("ba"), "fio 3.33 echoes ba");
    }

    @Test
    void shouldKeepTheDescriptionForTheReports() {
        assertEquals("my job", job("description=my job").report().description());
        assertNull(job().report().description());
        assertEquals(OptionSupport.FULL, OptionTable.builtin().require("description").support());
    }

    @ParameterizedTest
    @ValueSource(strings = {"uid=0", "gid=0", "cgroup=fio", "cgroup_weight=100", "cgroup_nodelete=1", "profile=tiobench",
            "unique_filename=0", "gtod_cpu=0", "lockmem=1g", "atomic=1", "write_barrier=2", "block_error_percentiles=1",
            "log_compression_cpus=0", "log_alternate_epoch_clock_id=1",
            "sync_file_range=wait_before:8", "fill_device=1", "opendir=/tmp", "unlink_each_loop=1",
            "significant_figures=6",
            "clocksource=gettimeofday", "bs_is_seq_rand=1", "softrandommap=1", "percentage_sequential=50", "rwmixcycle=10"})
    void shouldRefuseWithTheReason(String option) {
        String e = error(option);
        String name = option.substring(0, option.indexOf('='));
        assertTrue(e.contains(": not supported by jfio: "), e);
        assertTrue(e.startsWith(name + "="), e);
        assertFalse(e.contains("unknown option"), e);
    }

    @ParameterizedTest
    @ValueSource(strings = {"unique_filename=1", "cgroup_nodelete=0", "atomic=0", "lockfile=none", "clocksource=clock_gettime",
            "clocksource=cpu",
            "mem=malloc", "iomem=malloc", "significant_figures=4", "hugepage-size=2m",
            "create_serialize=1"})
    void shouldAcceptWhatJfioDoes(String option) {
        job(option);
    }

    @Test
    void shouldListEveryNewOptionInCmdhelp() {
        String help = OptionHelp.list(OptionTable.builtin());
        for (String n : List.of("ignore_error", "error_dump", "exitall_on_error", "exit_what", "exec_prerun", "exec_postrun",
                "create_fsync", "create_serialize", "offset_align", "cpumask", "fadvise_hint", "uid", "gid", "cgroup",
                "profile", "unique_filename", "mem", "hugepage-size", "lockfile", "clocksource", "dedupe_percentage",
                "ba", "description")) {
            assertTrue(help.contains("\n  " + n + " "), n + " in --cmdhelp");
        }
        assertTrue(OptionHelp.describe(OptionTable.builtin().require("uid")).contains("refused"));
    }
}
