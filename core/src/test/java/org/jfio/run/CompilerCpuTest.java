package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CompilerCpuTest {
    private static volatile long sink;

    @Test
    void shouldSeeTheCompilerThreadsWorkWhileAMethodIsCompiled() {
        CompilerCpu cpu = new CompilerCpu();
        long before = cpu.cpuNs(System.nanoTime());
        assertTrue(before >= 0, "HotSpot's compiler threads are found in /proc/self/task: " + before);
        long after = before;
        // new code for the JIT: a method it has not compiled yet, called until it is
        for (int round = 0; round < 200 && after == before; round++) {
            for (int i = 0; i < 20_000; i++) {
                sink += mix(i, round);
            }
            after = cpu.cpuNs(System.nanoTime() + round * 100_000_000L);
        }
        assertTrue(after > before, "the compiler threads used CPU compiling: " + before + " -> " + after);
    }

    private static long mix(long a, long b) {
        long x = a * 0x9E3779B97F4A7C15L ^ b;
        return x ^ (x >>> 31) ^ Long.rotateLeft(x, 17);
    }
}
