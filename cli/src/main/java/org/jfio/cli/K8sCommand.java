package org.jfio.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;

import org.jfio.cli.k8s.ClusterAccess;
import org.jfio.cli.k8s.FleetManifests;
import org.jfio.cli.k8s.FleetRun;
import org.jfio.cli.k8s.FleetSpec;
import org.jfio.cli.k8s.RankLog;
import org.jfio.merge.SavedResult;
import org.jfio.spi.JfioException;

import picocli.CommandLine;

/**
 * {@code jfio k8s manifest|run JOBFILE ...} ({@link K8sOptions}) and, inside each pod,
 * {@code jfio k8s rank ARGS...}: jfio run with ARGS, its stdout (the JSON result) printed between
 * {@link RankLog}'s markers. Every check that can be made (flags, the job file parsed for rank 0
 * of N) passes before anything is written or created. Stateless.
 */
final class K8sCommand {
    /** The command's name, jfio's first argument. */
    static final String NAME = "k8s";
    /** How often {@code run} reads the pods, ms. */
    static final long POLL_MS = 2000;

    private final Supplier<KubernetesClient> clients;
    private final Function<Runnable, AutoCloseable> interrupts;
    private final long pollMs;

    /**
     * @param clients    makes the API client ({@code run} only)
     * @param interrupts installs what calls its argument on Ctrl-C; closed after the run
     * @param pollMs     how often {@code run} reads the pods
     */
    K8sCommand(Supplier<KubernetesClient> clients, Function<Runnable, AutoCloseable> interrupts, long pollMs) {
        this.clients = clients;
        this.interrupts = interrupts;
        this.pollMs = pollMs;
    }

    /** @return the command as {@code jfio k8s} runs it: the default kube config ({@link ClusterAccess}), Ctrl-C handled by {@link StopSignals} */
    static K8sCommand standard(PrintStream err) {
        return new K8sCommand(ClusterAccess::client,
                stop -> StopSignals.install(stop, err, "deleting the Kubernetes job and its pods"), POLL_MS);
    }

    /**
     * @param args the arguments after {@code k8s}
     * @return the exit code
     */
    int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0 && args[0].equals("rank")) {
            return rank(Arrays.copyOfRange(args, 1, args.length), out, err);
        }
        K8sOptions o = new K8sOptions();
        CommandLine cl = new CommandLine(o);
        try {
            cl.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            err.println("jfio: k8s: " + ErrorLine.oneLine(e.getMessage()) + " (see jfio k8s --help)");
            return ExitCode.USAGE;
        }
        if (o.help) {
            cl.usage(out);
            return ExitCode.OK;
        }
        try {
            return switch (o.action) {
                case "manifest" -> manifest(o, out, err);
                case "run" -> submit(o, out, err);
                default -> throw new JfioException("k8s: " + o.action + ": unknown action (jfio k8s manifest|run JOBFILE"
                        + " --ranks=N --image=IMAGE ...; see jfio k8s --help)");
            };
        } catch (FleetRun.StoppedException e) {
            err.println("jfio: " + ErrorLine.oneLine(e.getMessage()));
            return ExitCode.INTERRUPTED;
        } catch (JfioException e) {
            err.println("jfio: " + ErrorLine.oneLine(e.getMessage()));
            return ExitCode.JOB_ERROR;
        } catch (IOException | RuntimeException e) {
            err.println("jfio: k8s: internal error: " + ErrorLine.oneLine(e.toString()));
            return ExitCode.JOB_ERROR;
        } finally {
            err.flush();
        }
    }

    private int manifest(K8sOptions o, PrintStream out, PrintStream err) throws IOException {
        o.checkFor(false);
        FleetSpec spec = o.spec(jobText(o, err), System.currentTimeMillis());
        List<HasMetadata> objects = FleetManifests.of(spec);
        if (o.startAt == null) {
            long inS = Math.max(0, (spec.startEpochMs() - System.currentTimeMillis()) / 1000);
            err.println("jfio: k8s: the ranks start their measured windows at " + (spec.startEpochMs() / 1000)
                    + " (epoch seconds, in " + inS + " s): apply the manifests before then, or give --start-at=EPOCH");
        }
        if (o.outputDir == null) {
            out.print(FleetManifests.yaml(objects));
            return ExitCode.OK;
        }
        Path dir = Path.of(o.outputDir);
        if (!Files.isDirectory(dir)) {
            throw new JfioException("k8s: -o " + o.outputDir + ": no such directory");
        }
        for (HasMetadata m : objects) {
            Path f = dir.resolve(spec.name() + "-" + m.getKind().toLowerCase(java.util.Locale.ROOT) + ".yaml");
            Files.writeString(f, FleetManifests.yaml(List.of(m)), StandardCharsets.UTF_8);
            err.println("jfio: k8s: wrote " + f);
        }
        return ExitCode.OK;
    }

    private int submit(K8sOptions o, PrintStream out, PrintStream err) throws IOException {
        o.checkFor(true);
        String job = jobText(o, err);
        OutputFormat.Selection formats = OutputFormat.select(o.outputFormats, o.terseVersion);
        if (o.resultsDir != null && !Files.isDirectory(Path.of(o.resultsDir))) {
            throw new JfioException("k8s: --results-dir=" + o.resultsDir + ": no such directory");
        }
        long timeoutMs = o.timeoutMs();
        o.spec(job, System.currentTimeMillis()); // every flag checked before the client is made
        Map<Integer, String> jsons;
        try (KubernetesClient client = clients.get()) {
            FleetSpec spec = o.spec(job, System.currentTimeMillis()); // the start counts from the submission
            FleetRun run = new FleetRun(client, spec, pollMs, timeoutMs, err);
            try (AutoCloseable ignored = interrupts.apply(run::stop)) {
                jsons = run.run();
            } catch (JfioException e) {
                throw e;
            } catch (Exception e) {
                throw new JfioException("k8s: " + e.getMessage(), e);
            }
        }
        List<SavedResult> results = new ArrayList<>();
        for (Map.Entry<Integer, String> e : jsons.entrySet()) {
            results.add(SavedResult.parse("rank " + e.getKey(), e.getValue()));
            if (o.resultsDir != null) {
                Files.writeString(Path.of(o.resultsDir, e.getKey() + ".json"), e.getValue(), StandardCharsets.UTF_8);
            }
        }
        MergeCommand.report(results, formats, o.output, Set.of(), out);
        return ExitCode.OK;
    }

    /** @return the job file's text, once jfio has parsed it as rank 0 of N would */
    private static String jobText(K8sOptions o, PrintStream err) {
        if (o.jobFile == null) {
            throw new JfioException("k8s: give the job file (jfio k8s " + o.action + " JOBFILE --ranks=N --image=IMAGE)");
        }
        String text;
        try {
            text = Files.readString(Path.of(o.jobFile), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new JfioException("k8s: " + o.jobFile + ": no such file", e);
        } catch (IOException e) {
            throw new JfioException("k8s: " + o.jobFile + ": cannot read: " + e.getMessage(), e);
        }
        if (text.getBytes(StandardCharsets.UTF_8).length > K8sOptions.MAX_JOB_FILE_BYTES) {
            throw new JfioException("k8s: " + o.jobFile + ": larger than a ConfigMap holds (900 KiB)");
        }
        ByteArrayOutputStream msg = new ByteArrayOutputStream();
        PrintStream quiet = new PrintStream(msg, true, StandardCharsets.UTF_8);
        Integer ranks = o.ranks();
        String rank = "--rank=0/" + (ranks == null ? 1 : Math.max(1, ranks));
        int code = Main.run(new String[] {"--parse-only", rank, o.jobFile}, quiet, quiet);
        if (code != ExitCode.OK) {
            String first = msg.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("");
            throw new JfioException("k8s: " + o.jobFile + ": " + (first.startsWith("jfio: ") ? first.substring(6) : first));
        }
        return text;
    }

    /** Inside a pod: runs jfio, then prints its stdout (the JSON result) between the markers. */
    private static int rank(String[] args, PrintStream out, PrintStream err) {
        ByteArrayOutputStream result = new ByteArrayOutputStream();
        PrintStream captured = new PrintStream(result, false, StandardCharsets.UTF_8);
        int code = Main.run(args, captured, err);
        captured.flush();
        if (result.size() > 0) {
            RankLog.print(result.toByteArray(), out);
        }
        return code;
    }
}
