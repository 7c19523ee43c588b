package org.jfio.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.cli.k8s.DataVolume;
import org.jfio.cli.k8s.FleetSpec;
import org.jfio.fleet.StartAt;
import org.jfio.spi.JfioException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The command line of {@code jfio k8s manifest|run JOBFILE ...}, parsed by picocli;
 * {@link #spec} checks it into a {@link FleetSpec}.
 */
@Command(name = "jfio k8s", sortOptions = false, usageHelpWidth = 100,
        description = {"Run a job file on N Kubernetes pods (an Indexed Job, one rank per node) and merge their results.",
                "  manifest: write the ConfigMap and the Job as YAML (stdout, or -o DIR)",
                "  run:      create them through the Kubernetes API (the kube config found by default: $KUBECONFIG,",
                "            ~/.kube/config or the pod's service account), follow the pods, merge the ranks' results",
                "            into one report, and delete what was created (also on failure, timeout and Ctrl-C)"})
final class K8sOptions {
    /** Default lead from submission to the shared start, seconds: the pods are scheduled and the files laid out. */
    static final long DEFAULT_START_DELAY_S = 60;
    /** Default longest wait of {@code run} for the ranks, seconds. */
    static final long DEFAULT_TIMEOUT_S = 3600;
    /** Largest job file a ConfigMap holds (Kubernetes' limit is 1 MiB for the whole object). */
    static final int MAX_JOB_FILE_BYTES = 900 * 1024;

    @Parameters(index = "0", paramLabel = "manifest|run", description = "What to do.")
    String action;

    @Parameters(index = "1", arity = "0..1", paramLabel = "JOBFILE", description = "The fio job file every rank runs.")
    String jobFile;

    // text, checked by ranks(): a bad value is bad input (exit 1) as for jfio's own flags, not a usage error
    @Option(names = "--ranks", paramLabel = "N", description = "Number of ranks (pods), each on its own node.")
    String ranks;

    @Option(names = "--image", paramLabel = "IMAGE", description = "Container image with jfio as its entrypoint.")
    String image;

    @Option(names = "--storage-class", paramLabel = "CLASS",
            description = "Each pod's data volume: a generic ephemeral volume of this storage class (with --volume-size).")
    String storageClass;

    @Option(names = "--volume-size", paramLabel = "SIZE",
            description = "Size of each pod's ephemeral volume (100Gi); alone: the cluster's default storage class.")
    String volumeSize;

    @Option(names = "--host-path", paramLabel = "DIR",
            description = "Each pod's data volume: this directory of its node. Default (no volume flag): an emptyDir.")
    String hostPath;

    @Option(names = "--node-selector", paramLabel = "LABEL=VALUE",
            description = "Run only on nodes with this label (repeat, or separate with commas).")
    List<String> nodeSelector = new ArrayList<>();

    @Option(names = "--namespace", paramLabel = "NS", description = "Namespace (default: the kube config's).")
    String namespace;

    @Option(names = "--name", paramLabel = "NAME", description = "Name of the Job and ConfigMap (default: jfio-JOBFILE).")
    String name;

    @Option(names = "--start-at", paramLabel = "EPOCH",
            description = "The ranks' shared start of the measured window, seconds since the epoch.")
    String startAt;

    @Option(names = "--start-delay", paramLabel = "SECONDS",
            description = "Else the shared start is this long after the manifests are made or submitted (default 60).")
    String startDelay;

    @Option(names = {"-o", "--output-dir"}, paramLabel = "DIR", description = "manifest: write NAME-configmap.yaml and NAME-job.yaml in DIR.")
    String outputDir;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "run: longest wait for the ranks (default 3600).")
    String timeout;

    @Option(names = "--output-format", split = ",", paramLabel = "FORMAT",
            description = "run: the merged report's formats: normal (default), json, json+, terse, html.")
    List<String> outputFormats = new ArrayList<>();

    @Option(names = "--terse-version", paramLabel = "N", description = "run: terse format version (2 to 5, default 3).")
    String terseVersion;

    @Option(names = "--output", paramLabel = "FILE", description = "run: write the merged report to FILE.")
    String output;

    @Option(names = "--results-dir", paramLabel = "DIR",
            description = "run: also keep each rank's JSON result as DIR/RANK.json (for jfio merge later).")
    String resultsDir;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;

    /**
     * @param jobText  the job file's text
     * @param nowMs    the wall clock now (ms since the epoch), for {@code --start-delay}
     * @return the checked run
     * @throws JfioException one line for a missing or bad flag
     */
    FleetSpec spec(String jobText, long nowMs) {
        Integer n = ranks();
        if (n == null) {
            throw new JfioException("k8s: give --ranks=N (the number of pods, one per node)");
        }
        if (image == null) {
            throw new JfioException("k8s: give --image=IMAGE (a jfio image: ./mvnw -Pimage package builds one, see the README)");
        }
        return new FleetSpec(name != null ? name : FleetSpec.defaultName(jobFile), namespace, n, image, jobText,
                new DataVolume(storageClass, volumeSize, hostPath), nodeSelector(), startEpochMs(nowMs));
    }

    /**
     * @return {@code --ranks}, or null when not given
     * @throws JfioException one line when it is not a whole number (its range is {@link FleetSpec}'s to check)
     */
    Integer ranks() {
        if (ranks == null) {
            return null;
        }
        try {
            return Integer.valueOf(ranks.strip());
        } catch (NumberFormatException e) {
            throw new JfioException("k8s: --ranks=" + ranks + ": give 1 to " + FleetSpec.MAX_RANKS + " ranks", e);
        }
    }

    private Map<String, String> nodeSelector() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String s : nodeSelector) {
            for (String kv : s.split(",")) {
                int eq = kv.indexOf('=');
                if (eq <= 0 || eq == kv.length() - 1 || kv.chars().anyMatch(Character::isWhitespace)) {
                    throw new JfioException("k8s: --node-selector=" + kv + ": give LABEL=VALUE (e.g. disktype=nvme)");
                }
                m.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        return m;
    }

    private long startEpochMs(long nowMs) {
        if (startAt != null && startDelay != null) {
            throw new JfioException("k8s: --start-at and --start-delay both give the start: use one");
        }
        if (startAt != null) {
            StartAt at = null;
            try {
                at = StartAt.parse(startAt);
            } catch (JfioException e) {
                // not a time at all: the one line below, with the k8s: of the others
            }
            if (at == null || at.periodMs() != 0) {
                throw new JfioException("k8s: --start-at=" + startAt + ": give seconds since the epoch (e.g. --start-at="
                        + "$(date -d '+2 min' +%s)); for a lead time use --start-delay"
                        + (at == null ? "" : " (pods started at different times would pick different +D slots)"));
            }
            return at.epochMs();
        }
        long delayS = seconds("--start-delay", startDelay, DEFAULT_START_DELAY_S);
        return ((nowMs + delayS * 1000) / 1000 + 1) * 1000; // whole seconds, at least the delay ahead
    }

    /** @return {@code --timeout} in ms */
    long timeoutMs() {
        return seconds("--timeout", timeout, DEFAULT_TIMEOUT_S) * 1000;
    }

    private static long seconds(String flag, String value, long dflt) {
        if (value == null) {
            return dflt;
        }
        try {
            long s = Long.parseLong(value.strip());
            if (s < 0 || s > 7 * 86_400) {
                throw new NumberFormatException();
            }
            return s;
        } catch (NumberFormatException e) {
            throw new JfioException("k8s: " + flag + "=" + value + ": give whole seconds, 0 to a week", e);
        }
    }

    /**
     * @param run true for {@code run}
     * @throws JfioException one line for a flag of the other action
     */
    void checkFor(boolean run) {
        String wrong = run ? (outputDir != null ? "--output-dir" : null)
                : output != null ? "--output" : timeout != null ? "--timeout" : !outputFormats.isEmpty() ? "--output-format"
                : terseVersion != null ? "--terse-version" : resultsDir != null ? "--results-dir" : null;
        if (wrong != null) {
            throw new JfioException("k8s " + action + ": " + wrong + " belongs to jfio k8s " + (run ? "manifest" : "run"));
        }
    }
}
