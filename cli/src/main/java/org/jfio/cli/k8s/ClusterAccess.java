package org.jfio.cli.k8s;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.internal.KubeConfigUtils;

import org.jfio.spi.JfioException;

/**
 * The API client of {@code jfio k8s run}, made from what fabric8 finds by default (the kube
 * config files of {@code $KUBECONFIG}, else {@code ~/.kube/config}; else the pod's service
 * account), checked first so that a missing or broken configuration is one line at once: with
 * no kube config and outside a pod ({@code KUBERNETES_SERVICE_HOST} unset, as client-go's
 * in-cluster rule has it), or with kube configs that name no cluster, there is no cluster to
 * try (fabric8 would try {@code https://kubernetes.default.svc/} with its retries for some
 * 20 s), and a file that is not a kube config is named. Stateless.
 */
public final class ClusterAccess {
    private static final String SERVICE_HOST = "KUBERNETES_SERVICE_HOST";
    /** Retries of a failed API request (fabric8 waits 100 ms, then 200 ms): a busy API server gets a second chance. */
    static final int REQUEST_RETRIES = 2;
    /** Where a YAML parser's message says the fault is. */
    private static final Pattern LINE_COLUMN = Pattern.compile("line \\d+, column \\d+");

    private ClusterAccess() {
    }

    /**
     * @return a client of the cluster the environment configures; the caller closes it
     * @throws JfioException one line when no cluster is configured or a kube config file is not one
     */
    public static KubernetesClient client() {
        List<String> names = new ArrayList<>(Config.getKubeconfigFilenames());
        List<File> files = new ArrayList<>();
        for (String n : names) {
            File f = new File(n);
            if (f.isFile()) {
                files.add(f);
            }
        }
        if (files.isEmpty() && !inPod() && !given("kubernetes.master", "KUBERNETES_MASTER")) {
            String kubeconfig = System.getenv("KUBECONFIG");
            throw new JfioException("k8s: no cluster configured: " + (kubeconfig != null && !kubeconfig.isBlank()
                    ? "$KUBECONFIG=" + kubeconfig + " names no file" : "no kube config (" + String.join(", ", names)
                    + " does not exist, $KUBECONFIG is unset)") + " and not in a pod (" + SERVICE_HOST + " is unset);"
                    + " give the cluster's kube config with KUBECONFIG=FILE");
        }
        boolean clusters = false;
        for (File f : files) {
            try {
                io.fabric8.kubernetes.api.model.Config c = KubeConfigUtils.parseConfig(f);
                clusters |= c != null && c.getClusters() != null && !c.getClusters().isEmpty();
            } catch (RuntimeException e) {
                throw new JfioException("k8s: " + f + ": not a valid kube config (" + firstLine(e) + ")", e);
            }
        }
        if (!clusters && !inPod() && !given("kubernetes.master", "KUBERNETES_MASTER")) {
            throw new JfioException("k8s: no cluster configured: the kube config " + (files.size() == 1 ? files.get(0)
                    : files) + " names no cluster and not in a pod (" + SERVICE_HOST + " is unset); give the cluster's"
                    + " kube config with KUBECONFIG=FILE");
        }
        try {
            return new KubernetesClientBuilder().withConfig(config()).build();
        } catch (RuntimeException e) {
            throw new JfioException("k8s: cannot use the kube config " + files + ": " + firstLine(e), e);
        }
    }

    /**
     * @return fabric8's configuration from the environment, with at most {@value #REQUEST_RETRIES}
     *         retries of a failed request unless {@code kubernetes.request.retry.backoffLimit} (or
     *         {@code KUBERNETES_REQUEST_RETRY_BACKOFFLIMIT}) says otherwise: fabric8's default, 10
     *         with a doubling back-off, kept a refused connection from being reported for some 23 s
     */
    static Config config() {
        Config config = Config.autoConfigure(null);
        if (!given(Config.KUBERNETES_REQUEST_RETRY_BACKOFFLIMIT_SYSTEM_PROPERTY, "KUBERNETES_REQUEST_RETRY_BACKOFFLIMIT")) {
            config.setRequestRetryBackoffLimit(REQUEST_RETRIES);
        }
        return config;
    }

    private static boolean inPod() {
        return given(SERVICE_HOST, SERVICE_HOST);
    }

    private static boolean given(String property, String env) {
        String p = System.getProperty(property);
        String e = System.getenv(env);
        return (p != null && !p.isBlank()) || (e != null && !e.isBlank());
    }

    /**
     * @return the first line of the innermost message (the YAML parser's, say), with the first
     *         {@code line L, column C} of the rest
     */
    private static String firstLine(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage() != null ? t.getMessage() : t.toString();
        String first = m.lines().findFirst().orElse(m).strip();
        Matcher at = LINE_COLUMN.matcher(m);
        return at.find() && !first.contains(at.group()) ? first + " at " + at.group() : first;
    }
}
