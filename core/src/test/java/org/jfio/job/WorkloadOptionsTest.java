package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Table-driven parsing of the workload options: values accepted, typed results, and errors. */
class WorkloadOptionsTest {
    private static final DataDirection R = DataDirection.READ;
    private static final DataDirection W = DataDirection.WRITE;
    private static final DataDirection T = DataDirection.TRIM;

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

    private static List<BlockSizeSplit> split(long... sizeAndPercent) {
        List<BlockSizeSplit> out = new ArrayList<>();
        for (int i = 0; i < sizeAndPercent.length; i += 2) {
            out.add(new BlockSizeSplit(sizeAndPercent[i], (int) sizeAndPercent[i + 1]));
        }
        return out;
    }

    static Stream<Arguments> bssplits() {
        return Stream.of(
                Arguments.of("4k/10:64k/50:32k/40", split(4096, 10, 65536, 50, 32768, 40), 4096, 65536),
                Arguments.of("4k:8k/50:16k", split(4096, 25, 8192, 50, 16384, 25), 4096, 16384),
                Arguments.of("4k/:8k/", split(4096, 50, 8192, 50), 4096, 8192),
                Arguments.of("512/100", split(512, 100), 512, 512),
                Arguments.of("1k/20:1m/30", split(1024, 20, 1 << 20, 30), 1024, 1 << 20));
    }

    @ParameterizedTest(name = "bssplit={0}")
    @MethodSource("bssplits")
    void shouldParseBssplit(String text, List<BlockSizeSplit> expected, long min, long max) {
        JobSpec j = job("rw=randwrite", "bssplit=" + text);
        assertEquals(expected, j.blocks().bssplit(W));
        assertEquals(min, j.blocks().minBytes(W));
        assertEquals(max, j.blocks().maxBytes(W));
        assertEquals(max, j.maxBlockSizeBytes());
    }

    @Test
    void shouldParseBssplitPerDirection() {
        JobSpec j = job("rw=randrw", "bssplit=4k/50:8k/50,64k/100");
        assertEquals(split(4096, 50, 8192, 50), j.blocks().bssplit(R));
        assertEquals(split(65536, 100), j.blocks().bssplit(W));
        assertEquals(split(65536, 100), j.blocks().bssplit(T), "a missing list copies the last");
        JobSpec k = job("rw=randrw", "bs=16k", "bssplit=,64k/100");
        assertEquals(List.of(), k.blocks().bssplit(R), "an empty list keeps bs");
        assertEquals(16384, k.blocks().minBytes(R));
        JobSpec kb = job("kb_base=1000", "rw=randread", "bssplit=4k/100");
        assertEquals(4000, kb.blocks().minBytes(R), "sizes follow kb_base");
    }

    @ParameterizedTest(name = "bssplit={0}")
    @MethodSource("badBssplits")
    void shouldRejectBadBssplit(String text, String why) {
        String m = error("bssplit=" + text);
        assertTrue(m.startsWith("bssplit=" + text + ": ") && m.contains(why), m);
    }

    static Stream<Arguments> badBssplits() {
        return Stream.of(
                Arguments.of("4k/60:8k/50", "more than 100"),
                Arguments.of("4k/x", "invalid percentage"),
                Arguments.of("4q/10", "unknown suffix"),
                Arguments.of("a,b,c,d", "too many lists"));
    }

    static Stream<Arguments> distributions() {
        return Stream.of(
                Arguments.of("random", RandomDistribution.Kind.RANDOM, 0.0, Double.NaN),
                Arguments.of("zipf:1.2", RandomDistribution.Kind.ZIPF, 1.2, Double.NaN),
                Arguments.of("zipf", RandomDistribution.Kind.ZIPF, 1.1, Double.NaN),
                Arguments.of("zipf:0.8:0.25", RandomDistribution.Kind.ZIPF, 0.8, 0.25),
                Arguments.of("pareto:0.9", RandomDistribution.Kind.PARETO, 0.9, Double.NaN),
                Arguments.of("normal:10%", RandomDistribution.Kind.NORMAL, 10.0, Double.NaN),
                Arguments.of("gauss:5:0.5", RandomDistribution.Kind.NORMAL, 5.0, 0.5));
    }

    @ParameterizedTest(name = "random_distribution={0}")
    @MethodSource("distributions")
    void shouldParseRandomDistribution(String text, RandomDistribution.Kind kind, double parameter, double center) {
        RandomDistribution d = job("random_distribution=" + text).random().distribution();
        assertEquals(kind, d.kind());
        assertEquals(parameter, d.parameter(), 1e-12);
        assertEquals(center, d.center());
    }

    @Test
    void shouldParseZones() {
        RandomDistribution d = job("random_distribution=zoned:60/10:30/20:10/70").random().distribution();
        assertEquals(RandomDistribution.Kind.ZONED, d.kind());
        assertEquals(List.of(new RandomDistribution.Zone(60, 10, 0), new RandomDistribution.Zone(30, 20, 0),
                new RandomDistribution.Zone(10, 70, 0)), d.zones(W));
        assertEquals(d.zones(R), d.zones(T));
        RandomDistribution abs = job("random_distribution=zoned_abs:80/1m:20/2m,zoned_abs:100/4k")
                .random().distribution();
        assertEquals(List.of(new RandomDistribution.Zone(80, 0, 1 << 20), new RandomDistribution.Zone(20, 0, 2 << 20)),
                abs.zones(R));
        assertEquals(List.of(new RandomDistribution.Zone(100, 0, 4096)), abs.zones(W));
        assertTrue(d.isNonUniform() && !RandomDistribution.RANDOM.isNonUniform());
    }

    static Stream<Arguments> badDistributions() {
        return Stream.of(
                Arguments.of("zipf:1", "different from 1.0"),
                Arguments.of("pareto:1.5", "between 0 and 1"),
                Arguments.of("normal:200", "0..100"),
                Arguments.of("zipf:1.2:2", "center"),
                Arguments.of("zoned:60/10:30/20", "add up to 90"),
                Arguments.of("zoned:50/60:50/60", "more than 100%"),
                Arguments.of("zoned:100", "invalid zone"),
                Arguments.of("uniform", "invalid value"));
    }

    @ParameterizedTest(name = "random_distribution={0}")
    @MethodSource("badDistributions")
    void shouldRejectBadDistributions(String text, String why) {
        String m = error("random_distribution=" + text);
        assertTrue(m.startsWith("random_distribution=" + text + ": ") && m.contains(why), m);
    }

    @Test
    void shouldReadTheRwSuffixAsSeqNrForRandomAndHoleForSequential() {
        JobSpec rand = job("rw=randread:8");
        assertEquals(ReadWrite.RANDREAD, rand.rw());
        assertEquals(8, rand.io().ddirSeqNr());
        JobSpec seq = job("rw=write:4k");
        assertEquals(ReadWrite.WRITE, seq.rw());
        assertEquals(4096, seq.io().ddirSeqAddBytes());
        assertEquals(1, job("rw=randrw").io().ddirSeqNr());
        assertEquals("rw=randread:x: invalid integer (not a number)", error("rw=randread:x"), "the whole value, as written");
        assertEquals(RwSequencer.IDENTICAL, job("rw_sequencer=identical").io().rwSequencer());
    }

    @Test
    void shouldParsePerDirectionRates() {
        JobSpec w = job("rw=randrw", "rate=,500k");
        assertEquals(0, w.rate().bytesPerSec().get(R), "rate=,500k leaves reads uncapped");
        assertEquals(512_000, w.rate().bytesPerSec().get(W));
        JobSpec both = job("rate=1m,2m", "rate_iops=100,200,300", "rate_min=1k", "rate_iops_min=5");
        assertEquals(1 << 20, both.rate().bytesPerSec().get(R));
        assertEquals(2 << 20, both.rate().bytesPerSec().get(W));
        assertEquals(100, both.rate().iops().get(R));
        assertEquals(300, both.rate().iops().get(T));
        assertEquals(1024, both.rate().minBytesPerSec().get(T));
        assertEquals(5, both.rate().minIops().get(W));
        assertTrue(both.rate().limited() && !job().rate().limited());
        assertEquals(RateProcess.POISSON, job("rate_process=poisson").rate().process());
        assertEquals(250, job("rate_cycle=250").rate().cycleMs());
        assertTrue(error("rate_iops=-1").contains("rate_iops=-1"), error("rate_iops=-1"));
    }

    @Test
    void shouldParseThinktimeAndStartdelayWithTheirBareUnits() {
        JobSpec j = job("thinktime=100", "thinktime_spin=20", "thinktime_blocks=4", "thinktime_blocks_type=issue");
        assertEquals(100_000, j.timing().thinktimeNs(), "bare thinktime is microseconds");
        assertEquals(20_000, j.timing().thinktimeSpinNs());
        assertEquals(4, j.timing().thinktimeBlocks());
        assertEquals(ThinktimeBlocksType.ISSUE, j.timing().thinktimeBlocksType());
        JobSpec d = job("startdelay=2");
        assertEquals(2_000_000_000L, d.timing().startDelayNs(), "bare startdelay is seconds");
        assertEquals(2_000_000_000L, d.timing().startDelayMaxNs());
        JobSpec range = job("startdelay=5s-100ms");
        assertEquals(100_000_000L, range.timing().startDelayNs());
        assertEquals(5_000_000_000L, range.timing().startDelayMaxNs());
        assertEquals(1_000_000L, job("thinktime=1ms").timing().thinktimeNs());
    }

    @Test
    void shouldParseFileOptions() {
        JobSpec j = job("nrfiles=4", "file_service_type=random:8", "filename_format=f.$filenum", "offset_increment=1m",
                "number_ios=1000", "unlink=1", "allow_file_create=0", "overwrite=1", "pre_read=1", "fallocate=keep",
                "create_fsync=0", "write_iolog=/tmp/x.log");
        assertEquals(4, j.files().nrfiles());
        assertEquals(FileServiceType.RANDOM, j.files().fileServiceType());
        assertEquals(8, j.files().fileServiceNr());
        assertEquals("f.3", j.generatedFilename(0, 3));
        assertEquals(1 << 20, j.region().offsetIncrementBytes());
        assertEquals(1000, j.io().numberIos());
        assertTrue(j.files().unlink() && !j.files().allowFileCreate() && j.files().overwrite() && j.files().preRead() && !j.files().createFsync());
        assertEquals(FallocateMode.KEEP, j.files().fallocate());
        assertEquals("/tmp/x.log", j.files().writeIolog());
        assertEquals(FileServiceType.ROUNDROBIN, job().files().fileServiceType());
        assertEquals("j.2.5", job().generatedFilename(2, 5));
        assertEquals(FallocateMode.NONE, job("fallocate=0").files().fallocate());
        assertEquals(FallocateMode.NATIVE, job("fallocate=1").files().fallocate());
    }

    @Test
    void shouldTakeFilesizeTimesNrfilesAsSize() {
        JobSpec j = new ArgvParser().parse(List.of("--name=j", "--nrfiles=3", "--filesize=1m")).jobs().get(0);
        assertEquals(3L << 20, j.region().sizeBytes());
    }

    @Test
    void shouldParseRandomGeneratorPercentageRandomAndAlignment() {
        JobSpec j = job("random_generator=lfsr", "percentage_random=20,80", "blockalign=512", "bs_unaligned");
        assertEquals(RandomGeneratorType.LFSR, j.random().generator());
        assertEquals(20, j.random().percentageRandom(R));
        assertEquals(80, j.random().percentageRandom(W));
        assertEquals(80, j.random().percentageRandom(T));
        assertEquals(512, j.blocks().alignBytes(W));
        assertTrue(j.blocks().bsUnaligned());
        assertEquals(100, job().random().percentageRandom(R));
        assertTrue(error("percentage_random=101").contains("out of range"));
        assertEquals(4096, job("ba=4k").blocks().alignBytes(R), "ba is blockalign's alias");
    }

    static Stream<Arguments> patterns() {
        return Stream.of(
                Arguments.of("0xdeadbeef", new byte[] {(byte) 0xde, (byte) 0xad, (byte) 0xbe, (byte) 0xef}),
                Arguments.of("0xabc", new byte[] {0x0a, (byte) 0xbc}),
                Arguments.of("\"ab\"", new byte[] {'a', 'b'}),
                Arguments.of("255", new byte[] {(byte) 0xff}),
                Arguments.of("256", new byte[] {0, 1}),
                Arguments.of("-1", new byte[] {-1, -1, -1, -1}),
                Arguments.of("0x01\"a\"2", new byte[] {1, 'a', 2}),
                // the bytes fio 3.33 wrote for these (a file written with the pattern, hexdumped)
                Arguments.of("\"abcd\"-120xdeadface", new byte[] {'a', 'b', 'c', 'd', (byte) 0xf4, -1, -1, -1,
                        (byte) 0xde, (byte) 0xad, (byte) 0xfa, (byte) 0xce}),
                Arguments.of("65536", new byte[] {0, 0, 1}),
                Arguments.of("0xff0x14", new byte[] {-1, 0x14}),
                Arguments.of("-1024", new byte[] {0, (byte) 0xfc, -1, -1}),
                Arguments.of("\"123\"0xFFeeCC", new byte[] {'1', '2', '3', -1, (byte) 0xee, (byte) 0xcc}),
                Arguments.of("0", new byte[] {0}));
    }

    @Test
    void shouldRefuseDecimalPatternsOutsideTheIntRange() {
        assertTrue(error("buffer_pattern=2147483648").contains("int range"));
    }

    @ParameterizedTest(name = "buffer_pattern={0}")
    @MethodSource("patterns")
    void shouldParseBufferPatterns(String text, byte[] expected) {
        assertArrayEquals(expected, job("buffer_pattern=" + text).buffers().pattern());
    }

    @Test
    void shouldParseBufferAndErrorOptions() {
        JobSpec j = job("refill_buffers", "scramble_buffers=0", "buffer_compress_percentage=50",
                "buffer_compress_chunk=4k", "continue_on_error=io", "exitall");
        assertTrue(j.buffers().refillBuffers() && !j.buffers().scrambleBuffers());
        assertEquals(50, j.buffers().compressPercentage());
        assertEquals(4096, j.buffers().compressChunkBytes());
        assertEquals(ContinueOnError.IO, j.io().continueOnError());
        assertTrue(j.ordering().exitall());
        JobSpec waiter = new ArgvParser().parse(List.of("--name=a", "--size=1m", "--name=b", "--size=1m",
                "--wait_for=a")).jobs().get(1);
        assertEquals("a", waiter.ordering().waitFor());
        assertTrue(job().buffers().scrambleBuffers(), "scramble_buffers defaults to on");
        assertNull(job().buffers().pattern());
        assertEquals(ContinueOnError.ALL, job("continue_on_error=1").io().continueOnError());
        assertTrue(ContinueOnError.IO.covers(W) && !ContinueOnError.IO.covers(T) && !ContinueOnError.NONE.covers(R));
    }

    @Test
    void shouldNotWarnAboutImplementedOptions() {
        List<String> warnings = new ArrayList<>();
        new ArgvParser().warnings(warnings::add).parse(List.of("--name=a", "--size=1m", "--name=b", "--size=1m",
                "--wait_for=a", "--rate_iops=10", "--thinktime=5", "--random_distribution=zipf:1.2"));
        assertEquals(List.of(), warnings);
    }

    @Test
    void shouldAcceptFiosSyncAndRepeatabilityOptions() {
        assertTrue(job("fsync_on_close=1").io().fsyncOnClose());
        assertTrue(job("randrepeat=0", "allrandrepeat=1").random().randrepeat(), "allrandrepeat makes every choice repeatable");
        assertEquals(false, job("randrepeat=0", "allrandrepeat=0").random().randrepeat());
        assertTrue(job("thinktime=1ms", "thinktime_iotime=1").timing().thinktimeIotimeNs() == 1_000_000_000L, "bare seconds");
        assertEquals(FileServiceType.ZIPF, job("nrfiles=4", "file_service_type=zipf:1.3").files().fileServiceType());
        assertEquals(1.3, job("nrfiles=4", "file_service_type=zipf:1.3").files().fileServiceDistribution().parameter());
        assertEquals(FileServiceType.NORMAL, job("nrfiles=4", "file_service_type=gauss").files().fileServiceType());
        assertTrue(error("file_service_type=pareto:2").contains("pareto h must be between 0 and 1"));
        assertTrue(error("size=150%").contains("out of range"));
        assertTrue(error("offset=100%").contains("out of range"));
        assertTrue(error("bs=50%").contains("percentages are not accepted"));
        assertEquals(25.0, job("offset=25%").region().percentages().offsetPercent());
        assertEquals(12.5, job("size=12.5%").region().percentages().sizePercent());
        assertEquals(-1, job("size=12.5%").region().sizeBytes());
    }
}
