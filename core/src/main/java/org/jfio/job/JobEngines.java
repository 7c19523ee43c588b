package org.jfio.job;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each job of a plan with its engine, looked up once by the job's {@code ioengine=} name and
 * handed on from there (plan checks, preflight, run): nothing after this looks an engine up by
 * name again. Immutable and thread-safe.
 */
public final class JobEngines {
    private static final Logger LOG = LoggerFactory.getLogger(JobEngines.class);
    private final JobPlan plan;
    private final EngineLookup lookup;
    private final List<Optional<IoEngineProvider>> found;

    private JobEngines(JobPlan plan, EngineLookup lookup, List<Optional<IoEngineProvider>> found) {
        this.plan = plan;
        this.lookup = lookup;
        this.found = found;
    }

    /**
     * @param plan   the jobs
     * @param lookup where engines are found by name (e.g. {@code EngineRegistry.load()})
     * @return each job's engine, found or not (an unknown engine is reported by {@link #require})
     */
    public static JobEngines resolve(JobPlan plan, EngineLookup lookup) {
        Objects.requireNonNull(lookup, "lookup");
        List<Optional<IoEngineProvider>> found = new ArrayList<>();
        for (JobSpec job : plan.jobs()) {
            found.add(lookup.find(job.ioengine()));
        }
        return new JobEngines(plan, lookup, List.copyOf(found));
    }

    /** @return the lookup the engines came from (for listing every engine, as {@code jfio check} does) */
    public EngineLookup lookup() {
        return lookup;
    }

    /** @return the engine of the job at {@code index} in the plan, empty when its name is unknown */
    public Optional<IoEngineProvider> find(int index) {
        return found.get(index);
    }

    /**
     * @return the engine of the job at {@code index}, available here
     * @throws JfioException when the engine is unknown (listing the known ones, or naming the
     *                       module that has it) or unavailable (with the reason and the fix)
     */
    public IoEngineProvider require(int index) {
        Optional<IoEngineProvider> p = found.get(index);
        String name = plan.jobs().get(index).ioengine();
        if (p.isPresent() && p.get().availability().available()) {
            LOG.debug("ioengine={}: available", name);
            return p.get();
        }
        return lookup.require(name);
    }

    /** @return true when the job's engine is known and touches no file ({@link EngineCapability#DISKLESS}) */
    public boolean diskless(int index) {
        return found.get(index).map(p -> p.capabilities().contains(EngineCapability.DISKLESS)).orElse(false);
    }

    /** @return true when the job's engine is known and moves no data ({@link EngineCapability#NO_IO}) */
    public boolean noIo(int index) {
        return found.get(index).map(p -> p.capabilities().contains(EngineCapability.NO_IO)).orElse(false);
    }
}
