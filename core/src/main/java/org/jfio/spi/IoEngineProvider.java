package org.jfio.spi;

import java.util.List;
import java.util.Set;

import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.NoOptions;

/**
 * Service-provider entry of an I/O engine, found with {@link java.util.ServiceLoader}. A
 * provider must be cheap to instantiate and must not fail when its native library is missing:
 * it reports that through {@link #availability()} instead.
 *
 * <p>Implementations must be thread-safe: {@link #create} is called once per job thread.
 */
public interface IoEngineProvider {

    /** @return the name used in {@code ioengine=}, e.g. {@code psync} */
    String name();

    /** @return other names accepted in {@code ioengine=} */
    default List<String> aliases() {
        return List.of();
    }

    /** @return one line for {@code --enghelp}: what it does, which system calls */
    String description();

    /**
     * @return capabilities that hold whatever the job's settings (e.g. {@link EngineCapability#DISKLESS}),
     *         known before any engine is created; the engine's own {@link IoEngine#capabilities()} may add more
     */
    default Set<EngineCapability> capabilities() {
        return Set.of();
    }

    /**
     * @return the engine's own job options as one record with their declarations (fio's
     *         per-engine option tables, e.g. io_uring's
     *         {@code fixedbufs}); their typed values reach the engine through
     *         {@link EngineContext#options()}
     */
    default OptionRecord<? extends Record> options() {
        return NoOptions.SCHEMA;
    }

    /** @return whether the engine can run here; the answer may be computed once and cached */
    default Availability availability() {
        return Availability.AVAILABLE;
    }

    /**
     * Creates an engine for one job thread.
     *
     * @throws JfioException when setup fails (e.g. the ring cannot be created)
     */
    IoEngine create(EngineContext context);
}
