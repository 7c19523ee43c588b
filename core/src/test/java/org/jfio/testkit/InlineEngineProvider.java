package org.jfio.testkit;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * The test engine most tests that need one of their own want: diskless and synchronous, it hands
 * each request to {@link #seen} (which records or checks what the test is about) and completes it
 * inline, in full. Build it with a lambda, or extend it where the test names its engine's class
 * (the user guide's {@code MyEngineProvider}) or keeps what it recorded in fields; run a job on it
 * with {@link TestEngines#runText}.
 */
public class InlineEngineProvider implements IoEngineProvider {
    private final String name;
    private final String description;
    private final Consumer<IoUnit> seen;

    /**
     * @param name        the engine's name, as jobs give it in {@code ioengine}
     * @param description its one-line description
     * @param seen        called on the job's thread with each request before it completes
     */
    public InlineEngineProvider(String name, String description, Consumer<IoUnit> seen) {
        this.name = Objects.requireNonNull(name, "name");
        this.description = Objects.requireNonNull(description, "description");
        this.seen = Objects.requireNonNull(seen, "seen");
    }

    /** For a subclass that overrides {@link #seen}: requests complete with nothing else done. */
    protected InlineEngineProvider(String name, String description) {
        this(name, description, unit -> { });
    }

    /** Called on the job's thread with each request before it completes in full. */
    protected void seen(IoUnit unit) {
        seen.accept(unit);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.DISKLESS);
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new IoEngine() {
            @Override
            public Set<EngineCapability> capabilities() {
                return EnumSet.of(EngineCapability.SYNC);
            }

            @Override
            public QueueStatus queue(IoUnit unit) {
                seen(unit);
                unit.result(unit.lengthBytes());
                return QueueStatus.COMPLETED;
            }
        };
    }
}
