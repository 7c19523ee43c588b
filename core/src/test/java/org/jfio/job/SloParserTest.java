package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every operator, unit, percentile and error form of jfio's SLO gates. */
class SloParserTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "read.clat.p99<=2ms      | CLAT | READ  | PERCENTILE | 99    | LE | 2000000",
        "write.lat.p99.9<1.5ms   | LAT  | WRITE | PERCENTILE | 99.9  | LT | 1500000",
        "clat.p50>=10us          | CLAT |       | PERCENTILE | 50    | GE | 10000",
        "trim.slat.mean>250ns    | SLAT | TRIM  | MEAN       | 0     | GT | 250",
        "read.lat.max==1s        | LAT  | READ  | MAX        | 0     | EQ | 1000000000",
        "lat.min<=3usec          | LAT  |       | MIN        | 0     | LE | 3000",
        "read.clat.avg<=2msec    | CLAT | READ  | MEAN       | 0     | LE | 2000000",
        "clat.p99.999<=20sec     | CLAT |       | PERCENTILE | 99.999| LE | 20000000000",
        "clat.p100<=5ms          | CLAT |       | PERCENTILE | 100   | LE | 5000000",
    })
    void shouldParseLatencyGates(String text, SloGate.Metric metric, String ddir, SloGate.Stat stat, double percentile,
            SloGate.Operator op, double threshold) {
        SloGate g = SloParser.parse(text);
        assertEquals(metric, g.metric());
        assertEquals(ddir == null ? null : DataDirection.valueOf(ddir), g.ddir());
        assertEquals(stat, g.stat());
        assertEquals(percentile, g.percentile(), 1e-9);
        assertEquals(op, g.operator());
        assertEquals(threshold, g.threshold(), 1e-3);
        assertEquals(text, g.text());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "iops>=50k           | IOPS | 50000",
        "iops>=1.5m          | IOPS | 1500000",
        "read.iops>900       | IOPS | 900",
        "read.bw>=400MiB/s   | BW   | 419430400",
        "bw>=400MB/s         | BW   | 400000000",
        "write.bw>=1GiB/s    | BW   | 1073741824",
        "bw>=2KB/s           | BW   | 2000",
        "bw>=64m             | BW   | 67108864",
        "bw>=1000            | BW   | 1000",
        "bw>=10KiB           | BW   | 10240",
        "util<=90%           | UTIL | 90",
        "util<50             | UTIL | 50",
    })
    void shouldParseRateAndUtilGates(String text, SloGate.Metric metric, double threshold) {
        SloGate g = SloParser.parse(text);
        assertEquals(metric, g.metric());
        assertEquals(threshold, g.threshold(), 1e-3);
        assertEquals(SloGate.Stat.NONE, g.stat());
    }

    @Test
    void shouldParseTheSteadyStateGate() {
        SloGate g = SloParser.parse(" ss.attained ");
        assertEquals(SloGate.Metric.SS_ATTAINED, g.metric());
        assertTrue(g.operator().holds(1, g.threshold()));
        assertFalse(g.operator().holds(0, g.threshold()));
        assertEquals(0.0, SloParser.parse("ss.attained==0").threshold());
        assertNull(g.ddir());
    }

    @Test
    void shouldParseAList() {
        List<SloGate> gates = SloParser.parseList("read.clat.p99<=2ms,iops>=50k, util<=90%");
        assertEquals(3, gates.size());
        assertEquals("util<=90%", gates.get(2).text());
        assertEquals("read.clat.p99", gates.get(0).subject());
    }

    @Test
    void shouldSayWhatACommaInAValueDoes() {
        JfioException e = assertThrows(JfioException.class, () -> SloParser.parseList("iops>=1,5k"));
        assertTrue(e.getMessage().contains("gates are separated by commas"), e.getMessage());
        assertEquals(2, SloParser.parseList("iops>=1,ss.attained").size());
    }

    @Test
    void shouldTakeAQuotedListFromAJobFile() {
        List<SloGate> gates = SloParser.parseList("\"read.bw>=1m,iops>=5\"");
        assertEquals(2, gates.size());
        assertEquals("read.bw>=1m", gates.get(0).text());
    }

    @Test
    void shouldJudgeDirectionGatesOnTheWholeGroupUnderGroupReporting() {
        JobPlan grouped = JobPlan.of(JobSpec.builder("r").set("ioengine", "null").set("rw", "read").set("size", "1m")
                .set("group_reporting", true).set("slo", "read.iops>=1,write.iops>=1").build(),
                JobSpec.builder("w").set("ioengine", "null").set("rw", "write").set("size", "1m")
                        .set("group_reporting", true).build());
        GoalChecks.check(grouped); // the group reads and writes
        JobPlan mix = JobPlan.of(JobSpec.builder("m").set("ioengine", "null").set("rw", "randrw").set("rwmixread", 100)
                .set("size", "1m").set("slo", "write.clat.p99<1ms").build());
        JfioException e = assertThrows(JfioException.class, () -> GoalChecks.check(mix));
        assertEquals("m: slo=write.clat.p99<1ms: the job does no writes (rw=randrw, rwmixread=100)", e.getMessage());
    }

    @Test
    void shouldRefuseGatesTheEngineCannotMeasure() {
        EngineLookup engines = org.jfio.api.EngineRegistry.load();
        JobPlan util = JobPlan.of(JobSpec.builder("u").set("ioengine", "null").set("size", "1m").set("slo", "util<=90%").build());
        JfioException e = assertThrows(JfioException.class, () -> PlanChecks.check(util, engines));
        assertTrue(e.getMessage().contains("ioengine=null touches no device"), e.getMessage());
        JobPlan slat = JobPlan.of(JobSpec.builder("s").set("ioengine", "psync").set("filename", "/nonexistent/x")
                .set("size", "1m").set("slo", "read.slat.mean<1s").build());
        e = assertThrows(JfioException.class, () -> GoalChecks.checkEngines(slat, JobEngines.resolve(slat, engines)));
        assertTrue(e.getMessage().contains("measures no submission latency"), e.getMessage());
    }

    @Test
    void shouldCompareAsWritten() {
        assertTrue(SloGate.Operator.LE.holds(2, 2));
        assertFalse(SloGate.Operator.LT.holds(2, 2));
        assertTrue(SloGate.Operator.GE.holds(2, 2));
        assertFalse(SloGate.Operator.GT.holds(2, 2));
        assertTrue(SloGate.Operator.EQ.holds(2, 2));
        assertFalse(SloGate.Operator.EQ.holds(2, 3));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''                    | empty gate",
        "read.clat.p99         | no comparison",
        "read.clat.p99<=       | no value after <=",
        "read.clat.p99<=2      | a latency needs a unit",
        "read.clat.p99<=2hours | unknown time unit 'hours'",
        "read.clat<=2ms        | clat needs a figure",
        "read.clat.p0<=2ms     | the percentile must be in (0, 100]",
        "read.clat.p101<=2ms   | the percentile must be in (0, 100]",
        "read.clat.pxx<=2ms    | is not a percentile",
        "read.clat.median<=2ms | unknown latency figure 'median'",
        "read.foo<=2ms         | unknown metric 'read.foo'",
        "iops>=50q             | unknown IOPS suffix 'q'",
        "iops.p99>=5           | iops takes no .p99",
        "bw>=4XB/s             | unknown bandwidth unit",
        "util<=120%            | at most 100%",
        "read.util<=90%        | util is the device's",
        "ss.attained>=1        | the steady-state gate is ss.attained",
        "ss.reached            | the steady-state gate is ss.attained",
        "iops>=abc             | the value is not a number",
        "iops>=1.2.3k          | is not a number",
        "iops>=-5              | the value must not be negative",
        "util<=-1%             | the value must not be negative",
        "read.clat.max<-1ms    | the value must not be negative",
        "read.clat.p99.<=2ms   | is not a percentile",
        "read.clat.p.5<=2ms    | is not a percentile",
        "read.clat.p00099<=2ms | is not a percentile",
        "read.clat.p1e2<=2ms   | is not a percentile",
    })
    void shouldRefuseBadGatesWithOneLine(String text, String why) {
        JfioException e = assertThrows(JfioException.class, () -> SloParser.parse(text));
        assertTrue(e.getMessage().startsWith("slo="), e.getMessage());
        assertTrue(e.getMessage().contains(why), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void shouldRefuseAGateTheJobCannotMeetBeforeAnyIo() {
        JobPlan plan = JobPlan.of(JobSpec.builder("w").set("ioengine", "null").set("rw", "write").set("size", "1m")
                .set("slo", "read.clat.p99<=2ms").build());
        JfioException e = assertThrows(JfioException.class, () -> GoalChecks.check(plan));
        assertEquals("w: slo=read.clat.p99<=2ms: the job does no reads (rw=write)", e.getMessage());
        JobPlan noSs = JobPlan.of(JobSpec.builder("r").set("ioengine", "null").set("size", "1m").set("slo", "ss.attained").build());
        e = assertThrows(JfioException.class, () -> GoalChecks.check(noSs));
        assertTrue(e.getMessage().contains("the job has no steady-state detection"), e.getMessage());
    }

    @Test
    void shouldAddGatesFromEveryLine() {
        JobSpec s = JobSpec.builder("a").set("slo", "iops>=1").set("slo", "util<=90%").build();
        assertEquals(2, s.goals().slo().size());
    }
}
