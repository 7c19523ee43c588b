package org.jfio.engine;

import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.OptionRecord;

/**
 * Provides the {@code mmap} engine. The largest mapping comes from system property
 * {@value MmapEngine#WINDOW_PROPERTY} (bytes; default 1 GiB), read at each {@link #create}.
 */
public final class MmapEngineProvider implements IoEngineProvider {
    /** fio's mmap engine options, known by name; jfio's mmap engine refuses them. */
    record MmapOptions() {
        static final OptionRecord<MmapOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), MmapOptions.class,
                List.of(JobOption.declare("thp", OptionKind.BOOL, OptionCategory.ENGINE_SPECIFIC, "0",
                        "Memory Advise Huge Page: madvise(MADV_HUGEPAGE) on the mapping (fio; refused by jfio)")
                        .refused("jfio's mmap engine does not ask for transparent huge pages").build()));
    }

    @Override
    public OptionRecord<? extends Record> options() {
        return MmapOptions.SCHEMA;
    }

    @Override
    public String name() {
        return "mmap";
    }

    @Override
    public String description() {
        return "memory-maps the file (mmap(2) MAP_SHARED, whole or in windows of -D" + MmapEngine.WINDOW_PROPERTY
                + ", default 1 GiB) and copies between the mapping and the buffer, no syscall per I/O; "
                + "madvise(2) MADV_SEQUENTIAL/MADV_RANDOM by access pattern; msync(2) MS_SYNC for fsync/fdatasync "
                + "and on close; buffered only (direct=1 refused); cannot extend files; synchronous, depth 1";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.SYNC, EngineCapability.NO_EXTEND, EngineCapability.BUFFERED_ONLY,
                EngineCapability.TRIM, EngineCapability.SCRATCH_WARMUP, EngineCapability.USER_SPACE_COPY);
    }

    @Override
    public String directIoFix() {
        return "use direct=0, or an engine with O_DIRECT such as psync, libaio or io_uring";
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new MmapEngine(context, windowBytes(), MmapEngine.Advice.AUTO);
    }

    private static long windowBytes() {
        String v = System.getProperty(MmapEngine.WINDOW_PROPERTY);
        if (v == null || v.isBlank()) {
            return MmapEngine.DEFAULT_WINDOW_BYTES;
        }
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            throw new JfioException(MmapEngine.WINDOW_PROPERTY + "=" + v + " is not a number of bytes");
        }
    }
}
