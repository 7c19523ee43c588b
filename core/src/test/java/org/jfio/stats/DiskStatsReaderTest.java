package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfio.result.DiskAggregate;
import org.jfio.result.DiskUtilization;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Disk statistics of a device-mapper device over two disks, from fixed sysfs and diskstats text. */
class DiskStatsReaderTest {
    private static final String BEFORE = """
             253       0 dm-0 1000 0 8000 100 2000 0 16000 300 0 350 400 0 0 0 0 0 0
               8       0 sda 600 10 4800 60 1000 20 8000 150 0 200 210 0 0 0 0 0 0
               8      16 sdb 500 5 4000 50 1100 30 8800 170 0 180 220 0 0 0 0 0 0
               8       1 sda1 1 0 8 0 0 0 0 0 0 0 0 0 0 0 0 0 0
            """;
    private static final String AFTER = """
             253       0 dm-0 5000 0 40000 900 6000 0 48000 1300 0 1950 2200 0 0 0 0 0 0
               8       0 sda 2700 13 21600 470 3000 23 24000 650 0 1000 1120 0 0 0 0 0 0
               8      16 sdb 2401 8 19200 451 3101 33 24800 671 0 1980 1121 0 0 0 0 0 0
               8       1 sda1 9 0 72 0 0 0 0 0 0 0 0 0 0 0 0 0 0
            """;

    @TempDir
    Path sys;

    private DiskStatsReader reader() throws IOException {
        Files.createDirectories(sys.resolve("dm-0/slaves/sdb"));
        Files.createDirectories(sys.resolve("dm-0/slaves/sda"));
        Files.createDirectories(sys.resolve("sda/slaves"));
        return DiskStatsReader.forDevices(List.of("dm-0"), sys);
    }

    @Test
    void shouldFollowAParentByItsSlaves() throws IOException {
        DiskStatsReader r = reader();
        assertEquals(Map.of("dm-0", List.of("sda", "sdb"), "sda", List.of(), "sdb", List.of()), r.devices());
        assertEquals(List.of("dm-0", "sda", "sdb"), List.copyOf(r.parse(AFTER).keySet()));
        assertEquals(List.of(), DiskStatsReader.slavesOf(sys.resolve("missing/slaves")));
    }

    @Test
    void shouldAverageTheSlavesAndTakeTheBusiestOnesUtilization() throws IOException {
        DiskStatsReader r = reader();
        List<DiskUtilization> d = r.delta(r.parse(BEFORE), r.parse(AFTER), 2000);
        assertEquals(List.of("dm-0", "sda", "sdb"), d.stream().map(DiskUtilization::name).toList());

        DiskUtilization dm = d.get(0);
        assertEquals(new DiskUtilization("dm-0", 4000, 4000, 0, 0, 800, 1000, 1800, 80.0, dm.aggregate()), dm);
        // slaves: sda reads 2100, writes 2000, merges 3/3, ticks 410/500, in_queue 910, util 40%;
        // sdb reads 1901, writes 2001, merges 3/3, ticks 401/501, in_queue 901, util 90%
        assertEquals(new DiskAggregate(2, 2000, 2000, 3, 3, 405, 500, 905, 90.0), dm.aggregate(),
                "sums / 2 with integer division, util of the busiest");
        assertFalse(d.get(1).aggregate().present());
        assertEquals(40.0, d.get(1).utilPercent(), 1e-9);
    }

    @Test
    void shouldIgnoreOtherDevicesAndRefuseMalformedLines() throws IOException {
        DiskStatsReader r = reader();
        assertFalse(r.parse(AFTER).containsKey("sda1"));
        assertEquals(Map.of(), r.parse(" 8 0 sda 1 2 x 4 5 6 7 8 9 10 11\n"));
    }
}
