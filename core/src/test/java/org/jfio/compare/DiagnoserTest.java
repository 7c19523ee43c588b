package org.jfio.compare;

import static org.jfio.compare.Cells.DISK;
import static org.jfio.compare.Cells.async;
import static org.jfio.compare.Cells.cell;
import static org.jfio.compare.Cells.run;
import static org.jfio.compare.Cells.sync;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each rule against synthetic numbers: numbers in, findings out, the cases without a finding included. */
class DiagnoserTest {
    private static final Sweep DEPTHS = new Sweep("iodepth", List.of("1", "8", "32"));
    private static final TargetFacts TMPFS = new TargetFacts("/dev/shm/f", "tmpfs", "tmpfs at /dev/shm: a memory filesystem",
            "", -1, "", -1, -1, true);
    private static final TargetFacts SHALLOW = new TargetFacts("/data/f", "ext4", "", "vda", 0, "none", 32, 1, true);
    private static final TargetFacts BUFFERED = new TargetFacts("/data/f", "ext4", "", "vda", 0, "none", 256, 4, false);

    private static Arguments row(String name, TargetFacts t, Sweep s, List<CellResult> cells, String... rules) {
        return Arguments.of(name, new Evidence(t, s, cells), List.of(rules));
    }

    private static Arguments row(String name, List<CellResult> cells, String... rules) {
        return row(name, DISK, Sweep.NONE, cells, rules);
    }

    static Stream<Arguments> table() {
        return Stream.of(
                row("async with depth scales past sync at depth 1", List.of(
                        sync("psync", run().iops(10_000)),
                        async("libaio", run().iops(50_000).depth(32, 32).aqu(30)))),
                row("sync and async equal at depth: serialized", List.of(
                        sync("psync", run().iops(10_000)),
                        async("libaio", run().iops(10_500).depth(32, 32).aqu(30))), "serialized-queue"),
                row("async far below sync is not 'equal'", List.of(
                        sync("psync", run().iops(10_000)),
                        async("libaio", run().iops(3_000).depth(32, 32).aqu(30)))),
                row("async at depth 2 is too shallow to judge", List.of(
                        sync("psync", run().iops(10_000)),
                        async("libaio", run().iops(10_000).depth(2, 2).aqu(2)))),
                row("one async engine far below the other", List.of(
                        async("libaio", run().iops(50_000).depth(32, 32).aqu(30)),
                        async("io_uring", run().iops(20_000).depth(32, 32).aqu(30))), "lagging-engine"),
                row("async engines within 70%", List.of(
                        async("libaio", run().iops(50_000).depth(32, 32).aqu(30)),
                        async("io_uring", run().iops(40_000).depth(32, 32).aqu(30)))),
                row("overlapping ranges are noise, not a lagging engine", List.of(
                        async("libaio", run().iops(50_000).depth(32, 32), run().iops(30_000).depth(32, 32),
                                run().iops(52_000).depth(32, 32)),
                        async("io_uring", run().iops(34_000).depth(32, 32), run().iops(34_000).depth(32, 32),
                                run().iops(35_000).depth(32, 32))), "noisy"),
                row("every engine equal with the device busy: device limit", List.of(
                        sync("psync", run().iops(10_000).util(92)),
                        async("libaio", run().iops(10_500).depth(32, 32).aqu(30).util(93))),
                        "serialized-queue", "device-limit"),
                row("equal engines but the device mostly idle: no device limit", List.of(
                        async("io_uring", run().iops(10_000).depth(32, 32).aqu(30).util(60)),
                        async("libaio", run().iops(10_500).depth(32, 32).aqu(30).util(60)))),
                row("depth flat from 8 to 32 with latency x4", DISK, DEPTHS, List.of(
                        cell("libaio", "1", false, run().iops(10_000).p50(100)),
                        cell("libaio", "8", false, run().iops(40_000).p50(200).depth(8, 8).aqu(8)),
                        cell("libaio", "32", false, run().iops(41_000).p50(780).depth(32, 32).aqu(30))),
                        "depth-ineffective"),
                row("depth adding 35% IOPS is not flat", DISK, DEPTHS, List.of(
                        cell("libaio", "1", false, run().iops(10_000).p50(100)),
                        cell("libaio", "8", false, run().iops(40_000).p50(200).depth(8, 8).aqu(8)),
                        cell("libaio", "32", false, run().iops(54_000).p50(780).depth(32, 32).aqu(30)))),
                row("depth losing 35% IOPS is not flat either", DISK, DEPTHS, List.of(
                        cell("libaio", "1", false, run().iops(10_000).p50(100)),
                        cell("libaio", "8", false, run().iops(40_000).p50(200).depth(8, 8).aqu(8)),
                        cell("libaio", "32", false, run().iops(26_000).p50(780).depth(32, 32).aqu(30)))),
                row("flat medians within a wide repeat spread are only noise", DISK, DEPTHS, List.of(
                        cell("libaio", "1", false, run().iops(10_000).p50(100), run().iops(10_000).p50(100)),
                        cell("libaio", "8", false, run().iops(40_000).p50(200).depth(8, 8), run().iops(40_000).p50(200).depth(8, 8)),
                        cell("libaio", "32", false, run().iops(33_000).p50(780).depth(32, 32),
                                run().iops(49_000).p50(780).depth(32, 32))), "noisy"),
                row("depth still paying off", DISK, DEPTHS, List.of(
                        cell("libaio", "1", false, run().iops(10_000).p50(100)),
                        cell("libaio", "8", false, run().iops(40_000).p50(200).depth(8, 8).aqu(8)),
                        cell("libaio", "32", false, run().iops(80_000).p50(400).depth(32, 32).aqu(30)))),
                row("more in flight than nr_requests x hw queues", SHALLOW, Sweep.NONE, List.of(
                        async("libaio", run().iops(40_000).depth(64, 64).aqu(30))), "depth-above-nr-requests"),
                row("in flight within nr_requests x hw queues", List.of(
                        async("libaio", run().iops(40_000).depth(64, 64).aqu(30)))),
                row("memory-backed target; device patterns stay silent", TMPFS, Sweep.NONE, List.of(
                        sync("psync", run().iops(100_000).noDisk()),
                        async("libaio", run().iops(100_000).depth(32, 32).noDisk()),
                        async("io_uring", run().iops(30_000).depth(32, 32).noDisk())), "memory-backed"),
                row("direct reads the device never saw", List.of(
                        sync("psync", run().iops(100_000).deviceReads(1_000))), "direct-not-bypassing"),
                row("direct reads the device saw", List.of(
                        sync("psync", run().iops(100_000).deviceReads(99_000)))),
                row("buffered reads from the page cache are no finding", BUFFERED, Sweep.NONE, List.of(
                        sync("psync", run().iops(100_000).deviceReads(1_000)))),
                row("merged requests", List.of(
                        sync("psync", run().iops(20_000).merges(5_000))), "merges"),
                row("a few merges", List.of(
                        sync("psync", run().iops(20_000).merges(50)))),
                row("device busy with one request at a time", List.of(
                        sync("psync", run().iops(5_000).util(99).aqu(1))), "device-busy"),
                row("sync engine asked for depth 32", List.of(
                        sync("psync", run().iops(10_000).depth(32, 1))), "sync-depth-1"),
                row("job thread at 97% CPU", List.of(
                        sync("psync", run().iops(10_000).threadCpu(97))), "cpu-bound"),
                row("repeats 26% apart", List.of(
                        sync("psync", run().iops(10_000), run().iops(13_000))), "noisy"),
                row("repeats 5% apart", List.of(
                        sync("psync", run().iops(10_000), run().iops(10_500)))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void shouldFindWhatTheNumbersShow(String name, Evidence e, List<String> expected) {
        List<String> found = Diagnoser.diagnose(e).stream().map(Diagnosis::rule).toList();
        assertEquals(expected, found, name);
    }

    @Test
    void shouldNameTheNumbersAFindingRestsOn() {
        Evidence e = new Evidence(DISK, DEPTHS, List.of(
                cell("libaio", "1", false, run().iops(10_000).p50(100)),
                cell("libaio", "8", false, run().iops(40_000).p50(200).depth(8, 8).aqu(8)),
                cell("libaio", "32", false, run().iops(41_000).p50(780).depth(32, 32).aqu(30))));
        Diagnosis d = Diagnoser.diagnose(e).get(0);
        assertEquals(Map.of("engine", "libaio", "iodepth_from", "8", "iodepth_to", "32", "iops_from", "40000",
                "iops_to", "41000", "lat_p50_us_from", "200", "lat_p50_us_to", "780", "nr_requests", "256",
                "hw_queues", "4"), d.evidence());
        assertTrue(d.seen().contains("from iodepth=8 to 32 IOPS went from 40000 to 41000"), d.seen());
        assertTrue(d.sentence().contains("Try: use iodepth=8"), d.sentence());
    }

    @Test
    void shouldTellWhereTheSerializationIs() {
        Evidence atDevice = new Evidence(DISK, Sweep.NONE, List.of(sync("psync", run().iops(10_000)),
                async("libaio", run().iops(10_000).depth(32, 32).aqu(30))));
        Evidence above = new Evidence(DISK, Sweep.NONE, List.of(sync("psync", run().iops(10_000)),
                async("libaio", run().iops(10_000).depth(32, 32).aqu(1))));
        assertTrue(Diagnoser.diagnose(atDevice).get(0).meaning().contains("below the guest's block layer"));
        assertTrue(Diagnoser.diagnose(above).get(0).meaning().contains("something above the device serialized them"));
    }

    @Test
    void shouldTellAnEngineThatSerializesItself() {
        Evidence e = new Evidence(DISK, Sweep.NONE, List.of(
                async("libaio", run().iops(50_000).depth(32, 32).aqu(30)),
                async("posixaio", run().iops(10_000).depth(32, 32).aqu(0.8))));
        Diagnosis d = Diagnoser.diagnose(e).get(0);
        assertEquals("lagging-engine", d.rule());
        assertTrue(d.meaning().contains("the engine serializes them itself"), d.meaning());
        assertEquals("20%", d.evidence().get("share"));
    }

    @Test
    void shouldNameEveryNoisyCellAndEveryEngineAboveTheQueue() {
        Evidence e = new Evidence(SHALLOW, Sweep.NONE, List.of(
                async("libaio", run().iops(10_000).depth(64, 64), run().iops(13_000).depth(64, 64)),
                async("io_uring", run().iops(10_000).depth(64, 64), run().iops(12_000).depth(64, 64)),
                async("posixaio", run().iops(10_000).depth(16, 16), run().iops(10_100).depth(16, 16))));
        List<Diagnosis> found = Diagnoser.diagnose(e);
        Diagnosis noisy = found.stream().filter(d -> d.rule().equals("noisy")).findFirst().orElseThrow();
        assertTrue(noisy.seen().contains("libaio from 10000 to 13000 over 2 runs (26%)"), noisy.seen());
        assertTrue(noisy.seen().contains("io_uring from 10000 to 12000 over 2 runs (18%)"), noisy.seen());
        assertTrue(!noisy.seen().contains("posixaio"), noisy.seen());
        assertEquals("26%", noisy.evidence().get("spread"));
        assertEquals("18%", noisy.evidence().get("spread[io_uring]"));
        Diagnosis deep = found.stream().filter(d -> d.rule().equals("depth-above-nr-requests")).findFirst().orElseThrow();
        assertTrue(deep.seen().startsWith("libaio keeps 64 requests in flight (iodepth 64 x numjobs 1); io_uring keeps 64 "
                + "requests in flight (iodepth 64 x numjobs 1); vda queues nr_requests=32"), deep.seen());
        assertEquals("64", deep.evidence().get("in_flight[io_uring]"));
        assertTrue(!deep.sentence().contains("not throughput"), "the rule has no throughput figure: " + deep.sentence());
    }

    @Test
    void shouldListEveryRuleOnce() {
        List<String> ids = Diagnoser.ruleIds();
        assertEquals(ids.size(), ids.stream().distinct().count());
        for (String id : ids) {
            assertTrue(id.matches("[a-z0-9]+(-[a-z0-9]+)*"), id);
        }
        assertEquals(12, ids.size());
    }
}
