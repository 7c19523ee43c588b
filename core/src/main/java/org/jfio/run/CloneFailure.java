package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;

/**
 * The one line a clone's failure becomes, saying what failed and when: during setup (opening,
 * laying out, the engine's own setup) the job's name and the hint in front of what was thrown,
 * as {@link ErrnoHints#inJob} words it; during the I/O loop also which call failed (the engine's
 * {@code queue}, {@code commit} or {@code reap}, or the loop itself) and where the loop was
 * ({@link IoLoop#position()}); at the end of the job, that it was then. A native failure stays a
 * {@link NativeCallException} (its call and errno kept); anything else becomes a
 * {@link JfioException} caused by it. Stateless; not on the per-I/O path.
 */
final class CloneFailure {
    private CloneFailure() {
    }

    /** A failure while the clone was set up (before its first I/O). */
    static RuntimeException inSetup(JobSpec spec, RuntimeException e) {
        return ErrnoHints.inJob(spec.name(), spec.direct(), unwrap(e));
    }

    /**
     * A failure while the clone's I/O loop ran.
     *
     * @param engine   the job's engine name
     * @param position where the loop was ({@link IoLoop#position()})
     */
    static RuntimeException duringIo(JobSpec spec, String engine, String position, RuntimeException e) {
        String what = e instanceof EngineFailure f ? "ioengine=" + engine + " failed in " + f.call() + "()"
                : "the I/O loop failed";
        return described(spec, spec.name() + ": " + what + " " + position, unwrap(e));
    }

    /** A failure after the I/O loop ({@code end_fsync}, closing logs, files and the engine). */
    static RuntimeException inFinishing(JobSpec spec, RuntimeException e) {
        RuntimeException cause = unwrap(e);
        if (cause instanceof JfioException) {
            return ErrnoHints.inJob(spec.name(), spec.direct(), cause);
        }
        return described(spec, spec.name() + ": finishing the job failed", cause);
    }

    private static RuntimeException described(JobSpec spec, String prefix, RuntimeException cause) {
        if (cause instanceof NativeCallException n) {
            return n.inJob(prefix, ErrnoHints.hint(n.call(), n.errno(), spec.direct(), false, 0));
        }
        if (cause instanceof JfioException) {
            return new JfioException(prefix + ": " + cause.getMessage(), cause);
        }
        return new JfioException(prefix + ": " + cause, cause);
    }

    private static RuntimeException unwrap(RuntimeException e) {
        return e instanceof EngineFailure f ? f.thrown() : e;
    }
}
