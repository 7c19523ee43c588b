package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio's {@code write_hint}: the job sets the file's write lifetime hint, which
 * {@code fcntl(F_GET_RW_HINT)} reads back from the inode after the run.
 */
class WriteHintTest {
    @TempDir
    Path dir;

    private long hintAfter(String options) {
        Path f = dir.resolve("h");
        JobRunner.of(JobPlan.fromJobText("[w]\nfilename=" + f + "\nrw=write\nbs=4k\nsize=64k\n" + options + "\n")).run();
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(a);
            int fd = libc_h.open(state, a.allocateFrom(f.toString()), libc_h.O_RDONLY(), 0);
            MemorySegment hint = a.allocate(ValueLayout.JAVA_LONG);
            try {
                assertEquals(0, libc_h.fcntl(state, fd, libc_h.F_GET_RW_HINT(), hint), "F_GET_RW_HINT");
            } finally {
                libc_h.close(state, fd);
            }
            return hint.get(ValueLayout.JAVA_LONG, 0);
        }
    }

    @Test
    void shouldSetTheFilesWriteLifetimeHint() {
        assertEquals(libc_h.RWH_WRITE_LIFE_SHORT(), hintAfter("write_hint=short"));
        assertEquals(libc_h.RWH_WRITE_LIFE_EXTREME(), hintAfter("write_hint=extreme"));
    }
}
