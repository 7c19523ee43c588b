package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.jfio.job.EngineLookup;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.PlanChecks;
import org.jfio.spi.Availability;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.EngineOptions;

/**
 * Turns one job plan and a {@link CompareSpec} into the cells of a comparison, every cell's plan
 * built and checked before anything runs: per value of the swept option (outer) and per engine
 * (inner), each job of the plan gets {@code ioengine=} the engine, the overrides and the swept
 * value, and {@code invalidate=1} when it is buffered (so every cell starts with the files' page
 * cache dropped). Engines that cannot do the job are skipped with the reason: unavailable here
 * (the provider's reason and fix), buffered-only under {@code direct=1}, diskless (no file I/O to
 * compare), or the job sets options of its own engine. Every cell that runs then passes the
 * checks of a plain run ({@link PlanChecks#check(JobPlan, EngineLookup)}, and
 * {@link PlanChecks#checkReadOnly(JobPlan, EngineLookup)} under {@code --readonly}): a failure
 * there ends the comparison before anything runs. A comparison runs one job per cell: a plan of
 * several jobs is refused. Stateless and thread-safe.
 */
public final class ComparePlanner {
    private ComparePlanner() {
    }

    /**
     * @param base    the job plan as parsed
     * @param spec    engines, sweep and overrides
     * @param engines where engine names are looked up
     * @return the cells, sweep value by sweep value, engines in order within each
     * @throws JfioException for an unknown engine name, or a swept or overridden value the job refuses
     */
    public static List<CellPlan> cells(JobPlan base, CompareSpec spec, EngineLookup engines) {
        return cells(base, spec, engines, false);
    }

    /**
     * {@link #cells(JobPlan, CompareSpec, EngineLookup)}, each running cell's plan also checked as
     * a plain run checks it.
     *
     * @param readOnly {@code --readonly}: refuse a cell that would write, trim or lay out a file
     * @throws JfioException also when the plan has more than one job, or a cell's plan fails a
     *                       plain run's checks (one line naming the job and the problem)
     */
    public static List<CellPlan> cells(JobPlan base, CompareSpec spec, EngineLookup engines, boolean readOnly) {
        if (base.jobs().size() != 1) {
            throw new JfioException("compare runs one job per cell; the job files and options make "
                    + base.jobs().size() + " jobs (" + names(base) + "): give a job file with one job");
        }
        PlanChecks.checkFiles(base);
        List<IoEngineProvider> providers = providers(spec, engines);
        List<CellPlan> out = new ArrayList<>();
        for (String value : spec.sweep().values()) {
            for (IoEngineProvider p : providers) {
                CellPlan cell = cell(base, spec, value, p, engines);
                if (cell.runs()) {
                    PlanChecks.check(cell.plan(), engines);
                    if (readOnly) {
                        PlanChecks.checkReadOnly(cell.plan(), engines);
                    }
                }
                out.add(cell);
            }
        }
        return out;
    }

    private static String names(JobPlan plan) {
        StringBuilder b = new StringBuilder();
        for (JobSpec job : plan.jobs()) {
            b.append(b.isEmpty() ? "" : ", ").append(job.name());
        }
        return b.toString();
    }

    private static List<IoEngineProvider> providers(CompareSpec spec, EngineLookup engines) {
        List<IoEngineProvider> out = new ArrayList<>();
        if (spec.engines().isEmpty()) {
            for (IoEngineProvider p : engines.providers()) {
                Set<EngineCapability> caps = p.capabilities();
                if (!caps.contains(EngineCapability.DISKLESS) && !caps.contains(EngineCapability.FAKE_IO)
                        && !caps.contains(EngineCapability.PASSTHROUGH)) {
                    out.add(p);
                }
            }
            return out;
        }
        for (String name : spec.engines()) {
            Optional<IoEngineProvider> p = engines.find(name);
            if (p.isEmpty()) {
                engines.require(name); // throws, listing the known engines
            }
            if (!out.contains(p.get())) {
                out.add(p.get());
            }
        }
        return out;
    }

    private static CellPlan cell(JobPlan base, CompareSpec spec, String value, IoEngineProvider p, EngineLookup engines) {
        boolean sync = p.capabilities().contains(EngineCapability.SYNC);
        String skipped = skipReason(base, p, engines);
        if (!skipped.isEmpty()) {
            return new CellPlan(p.name(), value, sync, null, skipped);
        }
        List<JobSpec> jobs = new ArrayList<>();
        for (JobSpec job : base.jobs()) {
            jobs.add(variant(job, spec, value, p.name()));
        }
        JobPlan plan = JobPlan.of(jobs, base.globalOptions());
        try {
            PlanChecks.checkEngines(plan, engines);
        } catch (JfioException e) {
            return new CellPlan(p.name(), value, sync, null, e.getMessage());
        }
        return new CellPlan(p.name(), value, sync, plan, "");
    }

    private static String skipReason(JobPlan base, IoEngineProvider p, EngineLookup engines) {
        Availability a = p.availability();
        if (!a.available()) {
            return "not available here: " + a.reason() + (a.fix().isEmpty() ? "" : "; fix: " + a.fix());
        }
        if (p.capabilities().contains(EngineCapability.DISKLESS)) {
            return "does no file I/O (a diskless engine)";
        }
        for (JobSpec job : base.jobs()) {
            boolean own = engines.find(job.ioengine()).map(p::equals).orElse(false);
            if (!own && job.engineOptions() != EngineOptions.EMPTY) {
                return "job " + job.name() + " sets options of its own ioengine=" + job.ioengine();
            }
        }
        return "";
    }

    private static JobSpec variant(JobSpec job, CompareSpec spec, String value, String engine) {
        JobSpec.Builder b = job.toBuilder().set("ioengine", engine);
        for (Map.Entry<String, String> e : spec.overrides().entrySet()) {
            b.set(e.getKey(), e.getValue());
        }
        if (!spec.sweep().none()) {
            b.set(spec.sweep().option(), value);
        }
        if (!job.io().direct()) {
            b.set("invalidate", "1");
        }
        return b.build();
    }
}
