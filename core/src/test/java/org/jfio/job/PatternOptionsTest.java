package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Parsing of the options of what the loop issues and where: rw's trim patterns and holes, bs
 * split as fio 3.33 splits it, zoned distributions with a range left out, zonemode and the zone
 * options, flow, io_submit_mode; their --cmdhelp entries.
 */
class PatternOptionsTest {
    private static final DataDirection R = DataDirection.READ;
    private static final DataDirection W = DataDirection.WRITE;
    private static final DataDirection T = DataDirection.TRIM;
    private final OptionTable table = OptionTable.builtin();

    private static JobSpec job(String... options) {
        List<String> args = new ArrayList<>(List.of("--name=j", "--size=1m"));
        for (String o : options) {
            args.add("--" + o);
        }
        return new ArgvParser().parse(args).jobs().get(0);
    }

    private static String error(String... options) {
        return assertThrows(JfioException.class, () -> job(options)).getMessage();
    }

    @Test
    void shouldParseTheTrimPatterns() {
        assertEquals(ReadWrite.TRIMWRITE, job("rw=trimwrite").rw());
        assertEquals(ReadWrite.RANDTRIMWRITE, job("rw=randtrimwrite").rw());
        assertTrue(job("rw=trimwrite").rw().hasTrims());
        assertTrue(job("rw=trimwrite").rw().hasWrites());
        assertFalse(job("rw=trimwrite").rw().hasReads());
        assertTrue(job("rw=randtrimwrite").rw().isRandom());
        assertTrue(job("rw=randtrim").rw().hasTrims());
        assertFalse(job("rw=randtrim").rw().isTrimWrite());
    }

    @Test
    void shouldParseNegativeHoles() {
        assertEquals(-8192, job("rw=read:-8k").io().ddirSeqAddBytes());
        assertEquals(512 * 1024, job("rw=write:512k").io().ddirSeqAddBytes());
    }

    /** fio 3.33's parser splits a value at ':' or '-' like at ',': bs=4k-64k is reads 4k, writes and trims 64k. */
    @Test
    void shouldSplitBsAtADashAsFio() {
        JobSpec j = job("bs=4k-64k");
        assertEquals(4096, j.blocks().minBytes(R));
        assertEquals(4096, j.blocks().maxBytes(R));
        assertEquals(65536, j.blocks().minBytes(W));
        assertEquals(65536, j.blocks().minBytes(T));
        assertEquals(8192, job("bs=4k:8k").blocks().minBytes(W));
        assertEquals(4096, job("bsrange=4k-64k").blocks().minBytes(R), "a range keeps its dash");
        assertEquals(65536, job("bsrange=4k-64k").blocks().maxBytes(R));
    }

    /** fio: a zone whose range is left out ("20/") or 0 shares what the others leave of 100%. */
    @Test
    void shouldAcceptAZoneWithoutItsRange() {
        List<RandomDistribution.Zone> zones = job("rw=randread", "random_distribution=zoned:50/5:30/15:20/")
                .random().distribution().zones(R);
        assertEquals(List.of(new RandomDistribution.Zone(50, 5, 0), new RandomDistribution.Zone(30, 15, 0),
                new RandomDistribution.Zone(20, 80, 0)), zones);
        assertEquals(List.of(new RandomDistribution.Zone(60, 50, 0), new RandomDistribution.Zone(40, 50, 0)),
                job("rw=randread", "random_distribution=zoned:60/:40").random().distribution().zones(R),
                "fio: both ranges left out share the 100%");
        assertEquals(List.of(new RandomDistribution.Zone(60, 20, 0), new RandomDistribution.Zone(40, 80, 0)),
                job("rw=randread", "random_distribution=zoned:60/20:40/0").random().distribution().zones(R), "0 is left out too");
    }

    @Test
    void shouldParseStridedZones() {
        Region r = job("zonemode=strided", "zonesize=64k", "zonerange=256k", "zoneskip=128k").region();
        assertEquals(ZoneMode.STRIDED, r.zoneMode());
        assertEquals(65536, r.zoneSizeBytes());
        assertEquals(262144, r.zoneRangeBytes());
        assertEquals(131072, r.zoneSkipBytes());
        Region old = job("zonesize=1m", "zoneskip=1m").region();
        assertEquals(ZoneMode.STRIDED, old.zoneMode(), "zonesize alone: fio's older rule");
        assertEquals(1 << 20, old.zoneRangeBytes(), "zonerange defaults to zonesize");
        assertEquals(ZoneMode.NONE, job().region().zoneMode());
        assertTrue(error("zonemode=none", "zonesize=1m").contains("not compatible"));
        assertTrue(error("zonemode=strided").contains("needs zonesize"));
    }

    @Test
    void shouldRefuseZonedBlockDeviceModeWithTheReason() {
        JobPlan plan = new ArgvParser().parse(List.of("--name=z", "--size=1m", "--zonemode=zbd", "--filename=jfio-no-such-file"));
        String e = assertThrows(JfioException.class, () -> PlanChecks.checkFiles(plan)).getMessage();
        assertEquals("z: zonemode=zbd needs a zoned block device, and no file of the job is one (queue/zoned is none);"
                + " use zonemode=strided or none", e);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"zonecapacity=1m", "max_open_zones=4", "job_max_open_zones=2", "zone_reset_threshold=0.5",
        "zone_reset_frequency=0.1", "ignore_zone_limits=1", "read_beyond_wp=1"})
    void shouldRefuseTheZbdOnlyOptions(String option) {
        String e = error(option);
        assertTrue(e.contains("only to zonemode=zbd"), e);
    }

    @Test
    void shouldParseFlows() {
        Rate r = job("flow_id=3", "flow=8", "flow_sleep=100", "flow_watermark=5").rate();
        assertEquals(3, r.flowId());
        assertEquals(8, r.flowWeight());
        assertEquals(100, r.flowSleepUs());
        assertTrue(error("flow=1001").contains("1001"));
        assertEquals(0, job().rate().flowWeight());
    }

    @Test
    void shouldParseTheSubmitModeAndSerializeOverlap() {
        assertFalse(job("io_submit_mode=inline").io().offload());
        assertFalse(job().io().offload());
        assertTrue(job("io_submit_mode=offload").io().offload());
        assertTrue(error("io_submit_mode=threads").contains("threads"));
        assertTrue(job("serialize_overlap=1").io().serializeOverlap());
        assertFalse(job().io().serializeOverlap());
    }

    @Test
    void shouldDescribeTheOptionsInCmdhelp() {
        for (String name : List.of("zonemode", "zonesize", "zonerange", "zoneskip", "flow", "flow_id", "flow_sleep",
                "flow_watermark", "io_submit_mode", "max_open_zones", "read_beyond_wp")) {
            String help = OptionHelp.describe(table.require(name));
            assertTrue(help.contains(name + ":"), help);
        }
        assertTrue(OptionHelp.describe(table.require("rw")).contains("randtrimwrite"));
        assertTrue(OptionHelp.describe(table.require("io_submit_mode")).contains("submit threads"));
        assertTrue(OptionHelp.describe(table.require("serialize_overlap")).contains("serialize_overlap:"));
    }
}
