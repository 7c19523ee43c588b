package org.jfio.job;

import java.util.List;
import java.util.Optional;

import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;

/**
 * Where a plan's engines are looked up by the {@code ioengine=} name: what the plan checks, the
 * preflight and the run need of {@link org.jfio.api.EngineRegistry}, which implements it (so those
 * packages do not depend on the facade). Implementations are immutable and thread-safe.
 */
public interface EngineLookup {

    /** @return every engine, sorted by name */
    List<IoEngineProvider> providers();

    /**
     * @param name a name or alias as written in {@code ioengine=}, any case
     * @return the engine with this name or alias, empty when there is none
     */
    Optional<IoEngineProvider> find(String name);

    /**
     * @param name a name or alias as written in {@code ioengine=}, any case
     * @return the available engine with this name
     * @throws JfioException when no engine has the name (listing the known ones) or when it is
     *                       unavailable here (with the reason and the fix)
     */
    IoEngineProvider require(String name);
}
