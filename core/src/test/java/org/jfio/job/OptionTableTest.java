package org.jfio.job;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionKind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

class OptionTableTest {
    private final OptionTable table = OptionTable.builtin();

    @Test
    void shouldCoverEveryJobSpecSetter() {
        for (String name : List.of("name", "rw", "readwrite", "rwmixread", "rwmixwrite", "bs", "blocksize",
                "size", "io_size", "io_limit", "filename", "directory", "offset", "iodepth", "iodepth_batch",
                "iodepth_batch_submit", "iodepth_batch_complete_min", "iodepth_batch_complete",
                "iodepth_batch_complete_max", "iodepth_low", "numjobs", "runtime", "timeout", "time_based",
                "ramp_time", "loops", "direct", "buffered", "invalidate", "randrepeat", "randseed",
                "norandommap", "ioengine", "group_reporting", "fsync", "fdatasync", "end_fsync", "sync",
                "stonewall", "wait_for_previous", "new_group", "bwavgtime", "iopsavgtime", "percentile_list",
                "zero_buffers", "thread", "description", "bsrange", "bssplit", "bs_unaligned", "blockalign", "ba",
                "random_distribution", "random_generator", "percentage_random", "rate", "rate_iops", "rate_min",
                "rate_iops_min", "rate_process", "rate_cycle", "thinktime", "thinktime_spin", "thinktime_blocks",
                "thinktime_blocks_type", "startdelay", "number_ios", "offset_increment", "nrfiles",
                "file_service_type", "filename_format", "rw_sequencer", "unlink", "allow_file_create",
                "create_on_open", "overwrite", "pre_read", "fallocate", "refill_buffers", "scramble_buffers",
                "buffer_compress_percentage", "buffer_compress_chunk", "buffer_pattern", "exitall", "wait_for",
                "continue_on_error", "write_iolog")) {
            assertTrue(table.find(name).isPresent(), name);
        }
    }

    @Test
    void shouldFindAliasesCaseInsensitively() {
        assertEquals("bs", table.require("BlockSize").name());
        assertEquals("runtime", table.require("timeout").name());
        assertEquals("iodepth_batch", table.require("iodepth_batch_submit").name());
    }

    @Test
    void shouldSuggestTheClosestOption() {
        JfioException e = assertThrows(JfioException.class, () -> table.require("blocksz"));
        assertEquals("unknown option 'blocksz' (did you mean 'blocksize'?)", e.getMessage());
        assertEquals("iodepth", table.closest("iodepht").orElseThrow());
        assertEquals("runtime", table.closest("rnutime").orElseThrow());
        assertEquals("size", table.closest("sise").orElseThrow());
        assertFalse(table.closest("completelydifferent").isPresent());
        assertTrue(table.unknown("zzz").getMessage().contains("--cmdhelp"));
    }

    @Test
    void shouldAddEngineOptionsAndRejectClashes() {
        JobOption hipri = JobOption.builder("hipri", OptionKind.BOOL).help("Polled I/O").build();
        OptionTable extended = table.with(List.of(hipri));
        assertTrue(extended.find("hipri").isPresent());
        assertFalse(table.find("hipri").isPresent());
        JobOption clash = JobOption.builder("blocksize", OptionKind.SIZE).build();
        assertThrows(IllegalArgumentException.class, () -> table.with(List.of(clash)));
    }

    @Test
    void shouldDescribeOptionsFromTheTable() {
        String bs = OptionHelp.describe(table.require("bs"));
        assertTrue(bs.contains("blocksize"), bs);
        assertTrue(bs.contains("4096"), bs);
        String rw = OptionHelp.describe(table.require("rw"));
        assertTrue(rw.contains("randrw"), rw);
        assertTrue(rw.contains("Random mixed reads and writes"), rw);
        String runtime = OptionHelp.describe(table.require("runtime"));
        assertTrue(runtime.contains("seconds"), runtime);
        String all = OptionHelp.list(table);
        for (JobOption o : table.options()) {
            assertTrue(all.contains(o.name()), o.name());
        }
    }

    @Test
    void shouldMeasureEditDistance() {
        assertEquals(0, OptionTable.editDistance("bs", "bs"));
        assertEquals(1, OptionTable.editDistance("sise", "size"));
        assertEquals(3, OptionTable.editDistance("kitten", "sitting"));
    }
}
