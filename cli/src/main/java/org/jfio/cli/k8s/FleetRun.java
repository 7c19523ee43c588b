package org.jfio.cli.k8s;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;

import org.jfio.spi.JfioException;

/**
 * One run of a job file on a Kubernetes cluster through the API (fabric8's client): creates the
 * ConfigMap and the Indexed Job of {@link FleetManifests}, follows the pods until every rank has
 * succeeded, takes each rank's JSON result from its pod's log ({@link RankLog}), and deletes what
 * it created, whatever happens: after success, a failed rank, a failed Job, a timeout, an error of
 * the API, {@link #stop()} (Ctrl-C) and, through a shutdown hook, the JVM's exit (SIGTERM). An
 * object it did not create (a Job of that name already there) is never deleted.
 *
 * <p>{@link #run()} is called once, on one thread; {@link #stop()} from any thread.
 */
public final class FleetRun {
    /** Waiting reasons of a container that will not start by itself: the run fails at once. */
    private static final List<String> STUCK = List.of("ErrImagePull", "ImagePullBackOff", "InvalidImageName",
            "CreateContainerConfigError", "CreateContainerError", "CrashLoopBackOff", "RunContainerError");

    private final KubernetesClient client;
    private final FleetSpec spec;
    private final String namespace;
    private final long pollMs;
    private final long timeoutMs;
    private final PrintStream err;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private boolean createdConfigMap;
    private boolean createdJob;
    private boolean cleaned;

    /**
     * @param client    the client (its configuration names the cluster and the default namespace)
     * @param spec      the run; its namespace, when null, is the client's
     * @param pollMs    how often the pods are read, ms
     * @param timeoutMs longest wait for the ranks from submission, ms
     * @param err       where progress and cleanup lines go
     */
    public FleetRun(KubernetesClient client, FleetSpec spec, long pollMs, long timeoutMs, PrintStream err) {
        this.client = client;
        this.spec = spec;
        String ns = spec.namespace() != null ? spec.namespace() : client.getNamespace();
        this.namespace = ns != null ? ns : "default";
        this.pollMs = pollMs;
        this.timeoutMs = timeoutMs;
        this.err = err;
    }

    /** Thrown by {@link #run()} after {@link #stop()}, once what was created is deleted. */
    public static final class StoppedException extends JfioException {
        private static final long serialVersionUID = 1L;

        StoppedException(String message) {
            super(message);
        }
    }

    /** @return the namespace the objects go to */
    public String namespace() {
        return namespace;
    }

    /**
     * @return each rank's JSON result, by rank (0 to ranks - 1)
     * @throws StoppedException after {@link #stop()}
     * @throws JfioException    one line for a failed rank or Job, a timeout, a log without a
     *                          result, or an error of the API
     */
    public Map<Integer, String> run() {
        Thread hook = new Thread(this::cleanup, "jfio-k8s-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            submit();
            return follow(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs));
        } catch (KubernetesClientException e) {
            if (e.getCode() <= 0) { // no answer from the API server at all
                throw new JfioException("k8s: cannot reach the Kubernetes API at " + client.getMasterUrl() + ": "
                        + rootCause(e) + " (the kube config: $KUBECONFIG or ~/.kube/config; in a pod, its service"
                        + " account)", e);
            }
            throw new JfioException("k8s: " + api(e), e);
        } finally {
            cleanup();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException exiting) {
                // the JVM is exiting: the hook runs (and finds everything deleted)
            }
        }
    }

    /** Asks {@link #run()} to stop: it deletes what it created and throws {@link StoppedException}. Returns at once. */
    public void stop() {
        stopped.countDown();
    }

    private void submit() {
        ConfigMap cm = FleetManifests.configMap(spec);
        Job job = FleetManifests.job(spec);
        try {
            client.configMaps().inNamespace(namespace).resource(cm).create();
            markCreated(true);
            client.batch().v1().jobs().inNamespace(namespace).resource(job).create();
            markCreated(false);
        } catch (KubernetesClientException e) {
            if (e.getCode() == 409) {
                throw new JfioException("k8s: " + (createdConfigMap ? "job " : "configmap ") + spec.name() + " already exists"
                        + " in namespace " + namespace + ": give another --name, or delete it if it is a run that was left", e);
            }
            throw e;
        }
        err.println("jfio: k8s: started job " + spec.name() + " in namespace " + namespace + ": " + spec.ranks() + " ranks,"
                + " measured window from " + FleetManifests.epochSeconds(spec.startEpochMs()) + " (epoch seconds)");
        err.flush();
    }

    private synchronized void markCreated(boolean configMap) {
        if (configMap) {
            createdConfigMap = true;
        } else {
            createdJob = true;
        }
    }

    private Map<Integer, String> follow(long deadlineNs) {
        Map<Integer, String> results = new TreeMap<>();
        while (true) {
            for (Pod p : pods()) {
                int rank = rank(p);
                if (rank < 0 || results.containsKey(rank)) {
                    continue;
                }
                if (PodState.failed(p)) {
                    String log = failedLog(p);
                    throw new JfioException("k8s: " + PodState.failure(p, rank) + (log.isBlank() ? "" : RankLog.lastLine(log)));
                }
                PodState.checkStarts(p, rank, STUCK);
                if ("Succeeded".equals(p.getStatus() == null ? null : p.getStatus().getPhase())) {
                    String who = "rank " + rank + " (pod " + p.getMetadata().getName() + ")";
                    results.put(rank, RankLog.result(who, log(p)));
                    err.println("jfio: k8s: " + who + " done (" + results.size() + " of " + spec.ranks() + ")");
                    err.flush();
                }
            }
            if (results.size() == spec.ranks()) {
                return results;
            }
            checkJob();
            long leftNs = deadlineNs - System.nanoTime();
            if (leftNs <= 0) {
                throw new JfioException("k8s: timed out after " + timeoutMs / 1000 + " s with " + results.size() + " of "
                        + spec.ranks() + " ranks done" + PodState.pending(pods(), results.keySet()));
            }
            try {
                if (stopped.await(Math.min(pollMs, TimeUnit.NANOSECONDS.toMillis(leftNs) + 1), TimeUnit.MILLISECONDS)) {
                    throw new StoppedException("k8s: stopped (interrupt) with " + results.size() + " of " + spec.ranks()
                            + " ranks done; job " + spec.name() + " deleted");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new StoppedException("k8s: interrupted with " + results.size() + " of " + spec.ranks() + " ranks done");
            }
        }
    }

    private String log(Pod p) {
        return client.pods().inNamespace(namespace).withName(p.getMetadata().getName())
                .inContainer(FleetManifests.CONTAINER).getLog();
    }

    /** @return a failed pod's log, or nothing when it cannot be read (the failure is reported anyway) */
    private String failedLog(Pod p) {
        try {
            String log = log(p);
            return log == null ? "" : log;
        } catch (KubernetesClientException e) {
            return "";
        }
    }

    private List<Pod> pods() {
        return client.pods().inNamespace(namespace).withLabel(FleetManifests.RUN_LABEL, spec.name()).list().getItems();
    }

    private void checkJob() {
        Job job = client.batch().v1().jobs().inNamespace(namespace).withName(spec.name()).get();
        if (job == null) {
            throw new JfioException("k8s: job " + spec.name() + " in namespace " + namespace + " is gone (deleted by"
                    + " someone else?)");
        }
        if (job.getStatus() != null && job.getStatus().getConditions() != null) {
            for (var c : job.getStatus().getConditions()) {
                if ("Failed".equals(c.getType()) && "True".equals(c.getStatus())) {
                    throw new JfioException("k8s: job " + spec.name() + " failed: " + c.getReason()
                            + (c.getMessage() == null ? "" : ": " + c.getMessage()));
                }
            }
        }
    }

    /** @return the pod's rank (the Job controller's completion index), or -1 */
    static int rank(Pod p) {
        var meta = p.getMetadata();
        String v = meta.getAnnotations() == null ? null : meta.getAnnotations().get(FleetManifests.INDEX_ANNOTATION);
        if (v == null && meta.getLabels() != null) {
            v = meta.getLabels().get(FleetManifests.INDEX_ANNOTATION);
        }
        try {
            return v == null ? -1 : Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Deletes the Job (its pods with it) and the ConfigMap, those this run created; once. */
    synchronized void cleanup() {
        if (cleaned) {
            return;
        }
        cleaned = true;
        List<String> deleted = new ArrayList<>();
        if (createdJob) {
            delete("job", deleted, () -> client.batch().v1().jobs().inNamespace(namespace).withName(spec.name())
                    .withPropagationPolicy(DeletionPropagation.BACKGROUND).delete());
        }
        if (createdConfigMap) {
            delete("configmap", deleted, () -> client.configMaps().inNamespace(namespace).withName(spec.name()).delete());
        }
        if (!deleted.isEmpty()) {
            err.println("jfio: k8s: deleted " + String.join(" and ", deleted) + " " + spec.name() + " in namespace "
                    + namespace);
            err.flush();
        }
    }

    private void delete(String kind, List<String> deleted, Runnable call) {
        try {
            call.run();
            deleted.add(kind);
        } catch (KubernetesClientException e) {
            err.println("jfio: k8s: could not delete " + kind + " " + spec.name() + " in namespace " + namespace + ": "
                    + api(e) + " (delete it with: kubectl delete " + kind + " " + spec.name() + " -n " + namespace + ")");
            err.flush();
        }
    }

    /** @return the innermost cause, as {@code ConnectException: Connection refused} */
    static String rootCause(Throwable e) {
        Throwable c = e;
        while (c.getCause() != null && c.getCause() != c) {
            c = c.getCause();
        }
        return c.getClass().getSimpleName() + (c.getMessage() == null ? "" : ": " + c.getMessage());
    }

    /** @return the API error as one line */
    static String api(KubernetesClientException e) {
        String m = e.getStatus() != null && e.getStatus().getMessage() != null ? e.getStatus().getMessage() : e.getMessage();
        Throwable cause = e.getCause();
        String line = String.valueOf(m).lines().findFirst().orElse("");
        if (cause != null && (line.isBlank() || line.startsWith("An error has occurred") || line.startsWith("Operation:"))) {
            line += (line.isBlank() ? "" : ": ") + cause.getClass().getSimpleName() + ": " + cause.getMessage();
        }
        return line;
    }
}
