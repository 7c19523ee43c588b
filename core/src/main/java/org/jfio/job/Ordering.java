package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.ORDERING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * How a job is ordered against the others (fio's {@code stonewall}, {@code new_group},
 * {@code wait_for}, {@code exitall}). Immutable.
 *
 * @param stonewall wait for the earlier jobs to finish, and start a new reporting group
 * @param newGroup  start a new reporting group
 * @param waitFor   the name of an earlier job to wait for, or null
 * @param exitall   when this job ends, stop the other jobs of its group
 */
public record Ordering(boolean stonewall, boolean newGroup, String waitFor, boolean exitall) {
    /** An empty {@code wait_for} waits for nothing. */
    public Ordering {
        waitFor = waitFor == null || waitFor.isBlank() ? null : waitFor;
    }

    static final OptionRecord<Ordering> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Ordering.class, List.of(
            JobOption.declare("stonewall", BOOL, ORDERING, "0", "Wait for earlier jobs to finish, and start a new group")
                    .alias("wait_for_previous").sets(Ordering.class, "stonewall").build(),
            JobOption.declare("new_group", BOOL, ORDERING, "0", "Start a new reporting group")
                    .sets(Ordering.class, "newGroup").build(),
            JobOption.declare("wait_for", STRING, ORDERING, "", "Start after the named (earlier) job finished")
                    .sets(Ordering.class, "waitFor").build(),
            JobOption.declare("exitall", BOOL, ORDERING, "0", "When this job ends, stop the other jobs of its group")
                    .sets(Ordering.class, "exitall").build()));
}
