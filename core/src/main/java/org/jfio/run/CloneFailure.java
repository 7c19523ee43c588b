package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;

/**
 * The one line a clone's failure becomes, saying what failed and when. During setup (opening,
 * laying out, the engine's own setup): the job's name and the hint with what was thrown, as
 * {@link ErrnoHints#inJob} words it. During the I/O loop the same line goes on with which call
 * failed (the engine's {@code queue}, {@code commit} or {@code reap}, or the loop itself) and
 * where the loop was ({@link IoLoop#position()}):
 * {@code job: io_getevents(1, 8): EIO (Input/output error); hint: ...; ioengine=libaio reap() failed
 * during the measured run, after 4096 I/Os (1523 ms in)}; the failure itself (a
 * {@link NativeCallException} with its call and errno, for a native one) is the cause. At the end
 * of the job, that it was then. Stateless; not on the per-I/O path.
 */
final class CloneFailure {
    private CloneFailure() {
    }

    /** A failure while the clone was set up (before its first I/O). */
    static RuntimeException inSetup(JobSpec spec, IoEngineProvider engine, RuntimeException e) {
        return ErrnoHints.inJob(engine, spec.name(), spec.io().direct(), unwrap(e));
    }

    /**
     * A failure while the clone's I/O loop ran.
     *
     * @param engine   the job's engine
     * @param position where the loop was ({@link IoLoop#position()})
     */
    static RuntimeException duringIo(JobSpec spec, IoEngineProvider engine, String position, RuntimeException e) {
        String what = e instanceof EngineFailure f ? "ioengine=" + engine.name() + " " + f.call() + "()" : "the I/O loop";
        return described(spec, engine, unwrap(e), what + " failed " + position);
    }

    /** A failure after the I/O loop ({@code end_fsync}, closing logs, files and the engine). */
    static RuntimeException inFinishing(JobSpec spec, IoEngineProvider engine, RuntimeException e) {
        RuntimeException cause = unwrap(e);
        if (cause instanceof JfioException) {
            return ErrnoHints.inJob(engine, spec.name(), spec.io().direct(), cause);
        }
        return described(spec, engine, cause, "finishing the job failed");
    }

    /** @return {@code job: <what was thrown, with its hint>; <when>}, caused by what was thrown */
    private static RuntimeException described(JobSpec spec, IoEngineProvider engine, RuntimeException cause,
            String when) {
        RuntimeException inJob = ErrnoHints.inJob(engine, spec.name(), spec.io().direct(), cause);
        String line = inJob instanceof JfioException ? inJob.getMessage() : spec.name() + ": " + cause;
        return new JfioException(line + "; " + when, inJob);
    }

    private static RuntimeException unwrap(RuntimeException e) {
        return e instanceof EngineFailure f ? f.thrown() : e;
    }
}
