package org.jfio.job;

import java.util.Map;

import org.jfio.spi.JfioException;

/**
 * fio 3.33's command-line flags (init.c {@code l_opts}) that jfio does not have, each with the one
 * line that says why, so {@code jfio --server} is not answered as if it were a misspelt job option.
 * The flags jfio has, and {@code --trigger*} and {@code --aux-path}, are the CLI's. Package-private.
 */
final class FioCommandFlags {
    private static final String NO_SERVER = "fio's client/server mode runs jobs on remote fio servers; jfio runs no server: "
            + "run jfio on each host (--rank, --start-at) and combine the JSON results with jfio merge";

    private static final Map<String, String> REFUSED = Map.of(
            "server", NO_SERVER,
            "server-internal", NO_SERVER,
            "client", NO_SERVER,
            "daemonize", "it writes the pid of a backgrounded fio server; jfio runs no server",
            "remote-config", "it sends a job file to fio servers (with --client); jfio runs no server",
            "cpuclock-test", "jfio does not test the CPU counters against each other: fio --cpuclock-test does; "
                    + "jfio --debug prints the clock a run uses and the counter's measured rate",
            "merge-blktrace-only", "it merges blktrace files for read_iolog replay; jfio reads no blktrace files",
            "memcpytest", "it measures fio's memcpy variants; jfio has none to choose between",
            "latency-log", "deprecated in fio 3.33, which refuses it too: use the job option write_lat_log=",
            "append-terse", "use --output-format=terse (fio's --append-terse adds terse output)");

    private FioCommandFlags() {
    }

    /** @return the refusal of fio's command-line flag {@code key} (as written, without dashes), or null when it is none of them */
    static JfioException refusal(String key) {
        String why = REFUSED.get(key);
        return why == null ? null : new JfioException("--" + key + ": not supported: " + why);
    }
}
