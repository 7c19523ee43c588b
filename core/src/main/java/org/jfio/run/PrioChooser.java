package org.jfio.run;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.jfio.job.CmdprioSplit;
import org.jfio.job.CpuPlacement;
import org.jfio.job.JobSpec;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoUnit;

/**
 * Gives each read and write its I/O priority, as fio 3.33's {@code fio_cmdprio_set_ioprio}
 * (engines/cmdprio.c): the request starts at the job's priority ({@code prio}/{@code prioclass},
 * fio's {@code td->ioprio}, 0 when not set); with {@code cmdprio_percentage}, a draw in 0..99 from
 * the clone's own generator below the direction's percentage gives it
 * {@code cmdprio_class}/{@code cmdprio}; with {@code cmdprio_bssplit}, the entries of the
 * request's block size share the draw in order. Each request also gets the index of its priority
 * in the direction's list of distinct priorities (the job's first), where its latency is recorded.
 *
 * <p>Not thread-safe: one per job clone. {@link #choose} allocates nothing, takes no lock.
 */
final class PrioChooser {
    /** Mixed into the clone's seed for the priority draws (fio's {@code FIO_RAND_PRIO_CMDS} stream). */
    private static final long SEED_MIX = 0x5DEECE66DL;

    private final int defaultIoprio;
    private final SplittableRandom random;
    /** Per unit index, the priority index of its request. */
    private final int[] prioIndex;
    /** Per direction (0 read, 1 write): the distinct priorities, the job's first. */
    private final int[][] ioprios;
    /** Per direction, the block size of each group of entries (percentage mode: one group, bs -1). */
    private final long[][] groupBs;
    /** Per direction and group, the groups' total percentage. */
    private final int[][] groupPerc;
    /** Per direction, group, entry: the cumulative percentage, the ioprio and its index. */
    private final int[][][] cumulative;
    private final int[][][] entryIoprio;
    private final int[][][] entryIndex;

    private PrioChooser(JobSpec spec, int units, long seed) {
        CpuPlacement cpus = spec.cpus();
        this.defaultIoprio = cpus.ioprioValue();
        this.random = new SplittableRandom(seed ^ SEED_MIX);
        this.prioIndex = new int[units];
        this.ioprios = new int[2][];
        this.groupBs = new long[2][];
        this.groupPerc = new int[2][];
        this.cumulative = new int[2][][];
        this.entryIoprio = new int[2][][];
        this.entryIndex = new int[2][][];
        boolean[] enabled = {spec.rw().hasReads(), spec.rw().hasWrites()};
        for (int d = 0; d < 2; d++) {
            List<List<CmdprioSplit.Entry>> groups = enabled[d] ? groups(cpus, d) : List.of();
            build(d, groups, cpus.cmdprioValue(d));
        }
    }

    /**
     * @param units the clone's units (their priority starts at the job's)
     * @return the chooser, or null when the job gives no I/O a priority of its own
     */
    static PrioChooser of(JobSpec spec, IoUnit[] units, long seed) {
        int job = spec.cpus().ioprioValue();
        for (IoUnit u : units) {
            u.ioprio(job);
        }
        return spec.cpus().cmdprio() ? new PrioChooser(spec, units.length, seed) : null;
    }

    /** The entries of direction d, grouped by block size (percentage mode: one group of one entry). */
    private static List<List<CmdprioSplit.Entry>> groups(CpuPlacement cpus, int d) {
        List<List<CmdprioSplit.Entry>> out = new ArrayList<>();
        if (cpus.cmdprioBssplit().isEmpty()) {
            int perc = (int) cpus.cmdprioPercentage().get(d);
            if (perc > 0) {
                out.add(List.of(new CmdprioSplit.Entry(-1, perc, -1)));
            }
            return out;
        }
        for (CmdprioSplit.Entry e : cpus.cmdprioBssplit().entries(d)) {
            if (out.isEmpty() || out.get(out.size() - 1).get(0).bs() != e.bs()) {
                out.add(new ArrayList<>());
            }
            out.get(out.size() - 1).add(e);
        }
        return out;
    }

    private void build(int d, List<List<CmdprioSplit.Entry>> groups, int implicitIoprio) {
        List<Integer> distinct = new ArrayList<>();
        if (!groups.isEmpty()) {
            distinct.add(defaultIoprio); // fio: td->ioprio is always index 0
        }
        int n = groups.size();
        groupBs[d] = new long[n];
        groupPerc[d] = new int[n];
        cumulative[d] = new int[n][];
        entryIoprio[d] = new int[n][];
        entryIndex[d] = new int[n][];
        for (int g = 0; g < n; g++) {
            List<CmdprioSplit.Entry> entries = groups.get(g);
            groupBs[d][g] = entries.get(0).bs();
            cumulative[d][g] = new int[entries.size()];
            entryIoprio[d][g] = new int[entries.size()];
            entryIndex[d][g] = new int[entries.size()];
            int total = 0;
            for (int i = 0; i < entries.size(); i++) {
                CmdprioSplit.Entry e = entries.get(i);
                int ioprio = e.ioprio() < 0 ? implicitIoprio : e.ioprio();
                total += e.perc();
                cumulative[d][g][i] = total;
                entryIoprio[d][g][i] = ioprio;
                int index = distinct.indexOf(ioprio);
                if (index < 0) {
                    index = distinct.size();
                    distinct.add(ioprio);
                }
                entryIndex[d][g][i] = index;
            }
            groupPerc[d][g] = total;
        }
        ioprios[d] = distinct.stream().mapToInt(Integer::intValue).toArray();
    }

    /** @return per direction (0 read, 1 write) the distinct priorities in index order, for {@link org.jfio.stats.PrioRecorders} */
    int[][] ioprios() {
        return new int[][] {ioprios[0].clone(), ioprios[1].clone()};
    }

    /** Sets the request's priority and its index; called before every queue of a prepared unit. */
    void choose(IoUnit unit) {
        int slot = unit.index();
        unit.ioprio(defaultIoprio);
        prioIndex[slot] = 0;
        DataDirection ddir = unit.ddir();
        if (ddir != DataDirection.READ && ddir != DataDirection.WRITE) {
            return;
        }
        int d = ddir.ordinal();
        long[] bs = groupBs[d];
        int g = 0;
        if (bs.length == 0) {
            return;
        }
        if (bs[0] >= 0) { // cmdprio_bssplit: the group of this request's block size
            long len = unit.requestLengthBytes();
            while (g < bs.length && bs[g] != len) {
                g++;
            }
            if (g == bs.length) {
                return;
            }
        }
        int draw = random.nextInt(100);
        if (draw >= groupPerc[d][g]) {
            return;
        }
        int[] cum = cumulative[d][g];
        for (int i = 0; i < cum.length; i++) {
            if (draw < cum[i]) {
                unit.ioprio(entryIoprio[d][g][i]);
                prioIndex[slot] = entryIndex[d][g][i];
                return;
            }
        }
    }

    /** @return the priority index of the request in {@code unit} */
    int index(IoUnit unit) {
        return prioIndex[unit.index()];
    }
}
