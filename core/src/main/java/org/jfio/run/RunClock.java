package org.jfio.run;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.result.Finding;
import org.jfio.spi.IoClock;

/**
 * The clock a run stamps its I/Os with: points {@link IoClock} at the run's {@code clocksource}
 * before any job's stamp is taken, until the run ends ({@link IoClock#end()}). fio 3.33 keeps one
 * clock per process, set by the last {@code clocksource=} it parses: here the last job that gives
 * one (its own or its {@code [global]}'s), else the default. The CPU's counter falls back to
 * clock_gettime where it cannot be used: a warning when it was asked for by name (fio warns too),
 * a {@code --debug} line otherwise ({@code jfio: debug: RunClock: clocksource: ...}).
 */
final class RunClock {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(RunClock.class);
    private static final String CLOCKSOURCE = "clocksource";

    private RunClock() {
    }

    /** Chooses the run's clock; once per run, before its first job starts. */
    static void choose(JobPlan plan, RunEvents listener) {
        boolean global = plan.globalOptions().containsKey(CLOCKSOURCE); // every job carries [global]'s value
        JobSpec giver = null;
        for (JobSpec spec : plan.jobs()) {
            if (global || spec.options().containsKey(CLOCKSOURCE)) {
                giver = spec;
            }
        }
        IoClock.Source asked = giver == null ? IoClock.Source.CPU : giver.timing().clocksource();
        IoClock.Source got = IoClock.begin(asked);
        boolean counterUnusable = asked == IoClock.Source.CPU && IoClock.cpuProblem() != null; // describe() says why
        if (counterUnusable && giver != null) {
            listener.warning(Finding.warning(Finding.Check.of(CLOCKSOURCE), "clocksource=cpu",
                    "the CPU's time-stamp counter is not used: " + IoClock.cpuProblem() + "; the I/Os are timed with clock_gettime",
                    "clocksource=clock_gettime says so in the job"));
        }
        if (LOG.isDebugEnabled()) { // describe() measures the counter (5 ms) if nothing has
            String held = got == asked || counterUnusable ? ""
                    : " (" + asked.fioName() + " was asked for; another run in this process is using " + got.fioName() + ")";
            LOG.debug("clocksource: {}{}", IoClock.describe(), held);
        }
    }
}
