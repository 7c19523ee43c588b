package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;

import org.jfio.report.html.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jfio k8s run} against fabric8's Kubernetes mock server (CRUD mode, with expectations for
 * the pod logs): the test plays the Job controller and the kubelet (it makes the pods of the Job
 * jfio created, sets their phase, and serves as their logs what real jfio ranks printed), and
 * checks the merged report, the failures, and that what jfio created is deleted every time.
 */
@EnableKubernetesMockClient(crud = true)
class K8sRunTest {
    private static final Logger QUIET = Logger.getLogger("io.fabric8.mockwebserver");
    private static final String NS = "test";
    private static final int RANKS = 3;
    /** What three real jfio ranks printed, with {@code k8s rank}: the pods' logs. */
    private static final List<String> LOGS = new ArrayList<>();

    static KubernetesMockServer server;
    static KubernetesClient client;

    @TempDir
    Path tmp;

    @BeforeAll
    static void runThreeRealRanks(@TempDir Path dir) throws Exception {
        QUIET.setLevel(Level.WARNING);
        // they meet at a barrier (in a pod: --start-at), so their windows overlap however slowly they start
        Path barrier = Files.createDirectory(dir.resolve("barrier"));
        List<ChildJfio> ranks = new ArrayList<>();
        for (int i = 0; i < RANKS; i++) {
            ranks.add(ChildJfio.start("k8s", "rank", "--rank=" + i + "/" + RANKS, "--barrier-dir=" + barrier,
                    "--output-format=json", "--name=rr", "--ioengine=psync", "--rw=randread", "--bs=4k", "--size=1m",
                    "--filename=" + dir.resolve("f.$rank"), "--runtime=1", "--time_based"));
        }
        for (ChildJfio c : ranks) {
            assertEquals(ExitCode.OK, c.await(60), c.stderr());
            LOGS.add("jfio: a warning line on stderr, which the pod log keeps too\n" + c.stdout());
        }
    }

    private record Run(int code, String out, String err) {
    }

    private Path jobFile() throws Exception {
        return Files.writeString(tmp.resolve("rr.fio"), "[rr]\nioengine=psync\nfilename=f.$rank\nsize=1m\nrw=randread\n");
    }

    private static Run k8s(Runnable[] stop, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        K8sCommand cmd = new K8sCommand(server::createClient, s -> {
            stop[0] = s;
            return () -> { };
        }, 20);
        int code = cmd.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs {@code jfio k8s run} on a thread; the test plays the cluster meanwhile. */
    private static CompletableFuture<Run> start(Runnable[] stop, String... args) {
        return CompletableFuture.supplyAsync(() -> k8s(stop, args));
    }

    /**
     * The Job jfio creates, once the mock server has it (fabric8's watch-based wait, not a polling
     * loop). The bound is only a backstop for a hung run: the wait ends when the Job appears (5 s
     * was once too short with the machine's load at 12).
     */
    private static Job awaitJob(String name) {
        return client.batch().v1().jobs().inNamespace(NS).withName(name)
                .waitUntilCondition(j -> j != null, 60, TimeUnit.SECONDS);
    }

    /** The Job controller's pod of rank i, in the given phase, its log served by the mock server. */
    private static void pod(Job job, int rank, String phase, String log) {
        String name = job.getMetadata().getName() + "-" + rank + "-x" + rank;
        Pod p = new PodBuilder().withNewMetadata().withName(name).withNamespace(NS)
                .withLabels(job.getSpec().getTemplate().getMetadata().getLabels())
                .addToAnnotations("batch.kubernetes.io/job-completion-index", Integer.toString(rank)).endMetadata()
                .withSpec(job.getSpec().getTemplate().getSpec())
                .withNewStatus().withPhase(phase).endStatus().build();
        server.expect().get().withPath("/api/v1/namespaces/" + NS + "/pods/" + name + "/log?pretty=false&container=jfio")
                .andReturn(200, log).always();
        client.pods().inNamespace(NS).resource(p).create();
    }

    private static void assertCleanedUp(String name) {
        assertNull(client.batch().v1().jobs().inNamespace(NS).withName(name).get(), "job left behind");
        assertNull(client.configMaps().inNamespace(NS).withName(name).get(), "configmap left behind");
    }

    @Test
    void shouldRunThreeRanksMergeTheirResultsAndDeleteWhatItCreated() throws Exception {
        Path results = Files.createDirectory(tmp.resolve("results"));
        Runnable[] stop = new Runnable[1];
        CompletableFuture<Run> run = start(stop, "run", jobFile().toString(), "--ranks=3", "--image=jfio:test",
                "--name=happy", "--output-format=json", "--results-dir=" + results);
        Job job = awaitJob("happy");
        assertEquals("Indexed", job.getSpec().getCompletionMode());
        assertEquals(3, job.getSpec().getParallelism());
        assertTrue(client.configMaps().inNamespace(NS).withName("happy").get().getData().get("job.fio").contains("[rr]"));
        for (int i = 0; i < RANKS; i++) {
            pod(job, i, "Succeeded", LOGS.get(i));
        }
        Run r = run.get(30, TimeUnit.SECONDS);
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode report = JsonNode.parse(r.out());
        JsonNode merged = report.get("jobs").elements().get(0);
        long ios = 0;
        for (int i = 0; i < RANKS; i++) {
            JsonNode rank = JsonNode.parse(Files.readString(results.resolve(i + ".json")));
            assertEquals(i, (int) rank.get("jfio").get("host").get("rank").number(-1));
            ios += (long) rank.get("jobs").elements().get(0).get("read").get("total_ios").number(0);
        }
        assertTrue(ios > 0);
        assertEquals(ios, (long) merged.get("read").get("total_ios").number(-1), r.out());
        List<JsonNode> hosts = report.get("jfio_merge").get("hosts").elements();
        assertEquals(RANKS, hosts.size());
        for (int i = 0; i < RANKS; i++) {
            assertEquals(i, (int) hosts.get(i).get("rank").number(-1));
            assertEquals("rank " + i, hosts.get(i).get("file").text(""));
        }
        assertTrue(r.err().contains("rank 2 (pod happy-2-x2) done"), r.err());
        assertTrue(r.err().contains("deleted job and configmap happy in namespace test"), r.err());
        assertCleanedUp("happy");
    }

    @Test
    void shouldFailOnAFailedRankWithItsErrorAndDeleteWhatItCreated() throws Exception {
        Runnable[] stop = new Runnable[1];
        CompletableFuture<Run> run = start(stop, "run", jobFile().toString(), "--ranks=3", "--image=jfio:test",
                "--name=failing");
        Job job = awaitJob("failing");
        pod(job, 0, "Succeeded", LOGS.get(0));
        // a rank whose job failed prints its error on stderr, then what JSON it has between the markers
        pod(job, 1, "Failed", "jfio: open(f.1, O_RDONLY): EACCES (Permission denied)\n" + LOGS.get(1).substring(
                LOGS.get(1).indexOf("----- BEGIN")));
        Run r = run.get(30, TimeUnit.SECONDS);
        assertEquals(ExitCode.JOB_ERROR, r.code());
        assertEquals("", r.out());
        String failure = r.err().lines().filter(l -> l.contains("failed")).findFirst().orElse("");
        assertTrue(failure.startsWith("jfio: k8s: rank 1 (pod failing-1-x1) failed"), r.err());
        assertTrue(failure.endsWith("(its log ends: jfio: open(f.1, O_RDONLY): EACCES (Permission denied))"), r.err());
        assertCleanedUp("failing");
    }

    @Test
    void shouldFailOnALogWithoutAResultAndDeleteWhatItCreated() throws Exception {
        Runnable[] stop = new Runnable[1];
        CompletableFuture<Run> run = start(stop, "run", jobFile().toString(), "--ranks=1", "--image=jfio:test",
                "--name=nolog");
        pod(awaitJob("nolog"), 0, "Succeeded", "some image that is not jfio\n");
        Run r = run.get(30, TimeUnit.SECONDS);
        assertEquals(ExitCode.JOB_ERROR, r.code());
        assertTrue(r.err().contains("jfio: k8s: rank 0 (pod nolog-0-x0): no result in its log (its log ends: some image"),
                r.err());
        assertCleanedUp("nolog");
    }

    @Test
    void shouldDeleteWhatItCreatedOnCtrlC() throws Exception {
        Runnable[] stop = new Runnable[1];
        CompletableFuture<Run> run = start(stop, "run", jobFile().toString(), "--ranks=3", "--image=jfio:test",
                "--name=interrupted");
        Job job = awaitJob("interrupted");
        pod(job, 0, "Running", "");
        assertNotNull(stop[0], "no Ctrl-C handler installed");
        stop[0].run(); // what the first SIGINT does (StopSignals)
        Run r = run.get(30, TimeUnit.SECONDS);
        assertEquals(ExitCode.INTERRUPTED, r.code(), r.err());
        assertTrue(r.err().contains("jfio: k8s: stopped (interrupt) with 0 of 3 ranks done"), r.err());
        assertCleanedUp("interrupted");
    }

    @Test
    void shouldTimeOutNamingTheWaitingRanksAndDeleteWhatItCreated() throws Exception {
        Run r = k8s(new Runnable[1], "run", jobFile().toString(), "--ranks=2", "--image=jfio:test", "--name=late",
                "--timeout=0");
        assertEquals(ExitCode.JOB_ERROR, r.code());
        assertTrue(r.err().contains("jfio: k8s: timed out after 0 s with 0 of 2 ranks done; no pod was created"), r.err());
        assertCleanedUp("late");
    }

    @Test
    void shouldNeverDeleteAJobItDidNotCreate() throws Exception {
        Job theirs = new io.fabric8.kubernetes.api.model.batch.v1.JobBuilder().withNewMetadata().withName("taken")
                .withNamespace(NS).endMetadata().withNewSpec().withNewTemplate().withNewSpec().addNewContainer()
                .withName("c").withImage("busybox").endContainer().endSpec().endTemplate().endSpec().build();
        client.batch().v1().jobs().inNamespace(NS).resource(theirs).create();
        Run r = k8s(new Runnable[1], "run", jobFile().toString(), "--ranks=2", "--image=jfio:test", "--name=taken");
        assertEquals(ExitCode.JOB_ERROR, r.code());
        assertTrue(r.err().contains("jfio: k8s: job taken already exists in namespace test"), r.err());
        assertNotNull(client.batch().v1().jobs().inNamespace(NS).withName("taken").get(), "their job was deleted");
        assertNull(client.configMaps().inNamespace(NS).withName("taken").get(), "our configmap left behind");
    }

    @Test
    void shouldSayInOneLineThatTheApiCannotBeReached() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        K8sCommand cmd = new K8sCommand(() -> new io.fabric8.kubernetes.client.KubernetesClientBuilder().withConfig(
                new io.fabric8.kubernetes.client.ConfigBuilder().withMasterUrl("http://127.0.0.1:1/")
                        .withRequestRetryBackoffLimit(0).build()).build(), s -> () -> { }, 20);
        int code = cmd.run(new String[] {"run", jobFile().toString(), "--ranks=2", "--image=jfio:test"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(ExitCode.JOB_ERROR, code);
        assertEquals(1, e.strip().lines().count(), e);
        assertTrue(e.startsWith("jfio: k8s: cannot reach the Kubernetes API at http://127.0.0.1:1/: "), e);
    }

    /** {@code jfio k8s run} in a child JVM whose environment has no cluster: no $KUBECONFIG, an empty home, not in a pod. */
    private ChildJfio runWithout(String... env) throws Exception {
        Path home = Files.createDirectory(tmp.resolve("home"));
        List<String> prefix = new ArrayList<>(List.of("-u", "KUBECONFIG", "-u", "KUBERNETES_SERVICE_HOST", "-u",
                "KUBERNETES_MASTER", "HOME=" + home));
        prefix.addAll(List.of(env));
        return ChildJfio.start(prefix, "k8s", "run", jobFile().toString(), "--ranks=2", "--image=jfio:test");
    }

    @Test
    void shouldSayAtOnceThatNoClusterIsConfigured() throws Exception {
        try (ChildJfio jfio = runWithout()) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            Path config = tmp.resolve("home").resolve(".kube").resolve("config");
            assertEquals("jfio: k8s: no cluster configured: no kube config (" + config + " does not exist, $KUBECONFIG is"
                    + " unset) and not in a pod (KUBERNETES_SERVICE_HOST is unset); give the cluster's kube config with"
                    + " KUBECONFIG=FILE\n", jfio.stderr(), "said without trying https://kubernetes.default.svc/");
        }
        Path none = tmp.resolve("none.yaml");
        try (ChildJfio jfio = ChildJfio.start(List.of("-u", "KUBERNETES_SERVICE_HOST", "-u", "KUBERNETES_MASTER",
                "KUBECONFIG=" + none), "k8s", "run", jobFile().toString(), "--ranks=2", "--image=jfio:test")) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            assertEquals("jfio: k8s: no cluster configured: $KUBECONFIG=" + none + " names no file and not in a pod"
                    + " (KUBERNETES_SERVICE_HOST is unset); give the cluster's kube config with KUBECONFIG=FILE\n",
                    jfio.stderr());
        }
    }

    @Test
    void shouldNameAKubeConfigThatIsNotOne() throws Exception {
        Path bad = Files.writeString(tmp.resolve("bad.yaml"), "{[\n");
        try (ChildJfio jfio = runWithout("KUBECONFIG=" + bad)) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            assertEquals(1, jfio.stderr().lines().count(), jfio.stderr());
            assertTrue(jfio.stderr().startsWith("jfio: k8s: " + bad + ": not a valid kube config ("), jfio.stderr());
            assertFalse(jfio.stderr().contains("internal error") || jfio.stderr().contains("Exception"), jfio.stderr());
        }
        Path odd = Files.writeString(tmp.resolve("odd.yaml"), "hello: world\n");
        try (ChildJfio jfio = ChildJfio.start(List.of("-u", "KUBERNETES_SERVICE_HOST", "-u", "KUBERNETES_MASTER",
                "KUBECONFIG=" + odd), "k8s", "run", jobFile().toString(), "--ranks=2", "--image=jfio:test")) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            assertEquals("jfio: k8s: no cluster configured: the kube config " + odd + " names no cluster and not in a pod"
                    + " (KUBERNETES_SERVICE_HOST is unset); give the cluster's kube config with KUBECONFIG=FILE\n",
                    jfio.stderr());
        }
    }

    @Test
    void shouldRefuseRunOnlyAndManifestOnlyFlagsOfTheOtherAction() throws Exception {
        Run r = k8s(new Runnable[1], "run", jobFile().toString(), "--ranks=2", "--image=jfio", "-o", tmp.toString());
        assertEquals(ExitCode.JOB_ERROR, r.code());
        assertEquals("jfio: k8s run: --output-dir belongs to jfio k8s manifest", r.err().strip());
        assertFalse(r.err().contains("Exception"));
    }
}
