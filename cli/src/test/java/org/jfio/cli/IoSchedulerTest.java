package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ioscheduler on a loop device over a temporary file: switched before the job, refused when the disk has no such scheduler. */
class IoSchedulerTest {
    @TempDir
    Path tmp;

    private static Path schedulerFile(LoopDevice loop) {
        return Path.of("/sys/block", loop.device().getFileName().toString(), "queue", "scheduler");
    }

    @Test
    void shouldSwitchTheDisksSchedulerBeforeTheJobAndLeaveIt() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 8L << 20)) {
            Path sched = schedulerFile(loop);
            Files.writeString(sched, "none");
            String target = Files.readString(sched).contains("mq-deadline") ? "mq-deadline" : "none";
            MainTest.Result r = MainTest.run("--name=s", "--filename=" + loop.device(), "--rw=randread", "--size=1m",
                    "--direct=1", "--ioscheduler=" + target, "--output-format=json");
            assertEquals(ExitCode.OK, r.code(), r.err());
            assertTrue(Files.readString(sched).contains("[" + target + "]"), Files.readString(sched)); // not restored, as fio
            assertTrue(r.out().contains("\"ioscheduler\" : \"" + target + "\""), r.out()); // the job options echo
        }
    }

    @Test
    void shouldRefuseASchedulerTheDiskDoesNotHaveInOneLine() throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 8L << 20)) {
            String before = Files.readString(schedulerFile(loop));
            MainTest.Result r = MainTest.run("--name=s", "--filename=" + loop.device(), "--rw=randread", "--size=1m",
                    "--direct=1", "--ioscheduler=nosuch");
            assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
            assertTrue(r.err().contains("ioscheduler=nosuch: " + loop.device().getFileName() + " has no such I/O scheduler (it has: none"),
                    r.err());
            assertEquals(before, Files.readString(schedulerFile(loop)));
            assertEquals("", r.out(), "refused before the report's header"); // found before anything is laid out
        }
    }

    @Test
    void shouldDescribeTheOptionsInCmdhelp() {
        for (String o : new String[] {"ioscheduler", "read_iolog", "replay_no_stall", "prio", "prioclass", "nice"}) {
            MainTest.Result r = MainTest.run("--cmdhelp=" + o);
            assertEquals(ExitCode.OK, r.code(), o);
            assertTrue(r.out().contains(o), r.out());
        }
        assertTrue(MainTest.run("--cmdhelp=ioscheduler").out().contains("not restored"));
    }
}
