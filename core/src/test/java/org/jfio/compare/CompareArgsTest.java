package org.jfio.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

class CompareArgsTest {
    @Test
    void shouldTakeItsOwnArgumentsAndLeaveTheJobs() {
        CompareArgs.Parsed p = CompareArgs.parse(List.of("--engines=psync, libaio", "--repeat=3", "--iodepth=1,8,32",
                "--bs=16k", "--filename=/tmp/f", "job.fio"));
        assertEquals(List.of("psync", "libaio"), p.spec().engines());
        assertEquals(3, p.spec().repeat());
        assertEquals(new Sweep("iodepth", List.of("1", "8", "32")), p.spec().sweep());
        assertEquals(Map.of("bs", "16k"), p.spec().overrides());
        assertEquals(List.of("--filename=/tmp/f", "job.fio"), p.jobArgs());
    }

    @Test
    void shouldDefaultToEveryEngineOnceWithoutSweep() {
        CompareArgs.Parsed p = CompareArgs.parse(List.of("--name=j", "--size=1m"));
        assertEquals(List.of(), p.spec().engines());
        assertEquals(1, p.spec().repeat());
        assertEquals(Sweep.NONE, p.spec().sweep());
        assertEquals(Map.of(), p.spec().overrides());
        assertEquals(List.of("--name=j", "--size=1m"), p.jobArgs());
    }

    @Test
    void shouldSweepBlocksizeAsBs() {
        assertEquals(new Sweep("bs", List.of("4k", "64k")),
                CompareArgs.parse(List.of("--blocksize=4k,64k")).spec().sweep());
    }

    @Test
    void shouldRefuseBadArguments() {
        assertEquals("--repeat=0: expected a whole number from 1 to 100",
                assertThrows(JfioException.class, () -> CompareArgs.parse(List.of("--repeat=0"))).getMessage());
        assertEquals("--repeat=x: expected a whole number from 1 to 100",
                assertThrows(JfioException.class, () -> CompareArgs.parse(List.of("--repeat=x"))).getMessage());
        assertEquals("--engines=psync,: empty value in the list",
                assertThrows(JfioException.class, () -> CompareArgs.parse(List.of("--engines=psync,"))).getMessage());
        assertEquals("--bs=4k,8k: compare sweeps one option at a time, and --iodepth already has several values",
                assertThrows(JfioException.class,
                        () -> CompareArgs.parse(List.of("--iodepth=1,2", "--bs=4k,8k"))).getMessage());
    }
}
