package org.jfio.cli.k8s;

import java.util.Map;
import java.util.regex.Pattern;

import org.jfio.spi.JfioException;

/**
 * What one Kubernetes run of a job file is: its name, the ranks, the image, where each rank's
 * files live and when the ranks start their measured windows. Checked when made; immutable.
 *
 * @param name         the Job's and ConfigMap's name (a DNS-1123 label, at most 52 characters so
 *                     the pods' names fit)
 * @param namespace    the namespace, or null for the one the client or {@code kubectl} uses
 * @param ranks        the number of ranks (the Job's completions and parallelism), 1 to 10000
 * @param image        the container image holding jfio as its entrypoint
 * @param jobFile      the job file's text (the ConfigMap's {@link FleetManifests#JOB_FILE_KEY})
 * @param volume       each rank's data volume, mounted at {@link FleetManifests#DATA_DIR}
 * @param nodeSelector the pods' node selector (label to value), possibly empty
 * @param startEpochMs when every rank starts its measured window ({@code --start-at}), ms since the epoch
 */
public record FleetSpec(String name, String namespace, int ranks, String image, String jobFile, DataVolume volume,
        Map<String, String> nodeSelector, long startEpochMs) {
    /** Longest name: a Job's pods are called {@code <name>-<index>-<5 characters>} and must stay at most 63. */
    public static final int MAX_NAME_LENGTH = 52;
    /** Most ranks one run takes (a sanity bound; Kubernetes takes up to 100000 completions). */
    public static final int MAX_RANKS = 10_000;
    private static final Pattern DNS_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

    /**
     * @throws JfioException one line for a bad name, namespace, rank count, image or node selector
     */
    public FleetSpec {
        if (name.length() > MAX_NAME_LENGTH || !DNS_LABEL.matcher(name).matches()) {
            throw new JfioException("k8s: --name=" + name + ": give lower-case letters, digits and '-', starting and ending"
                    + " with a letter or digit, at most " + MAX_NAME_LENGTH + " characters");
        }
        if (namespace != null && (namespace.length() > 63 || !DNS_LABEL.matcher(namespace).matches())) {
            throw new JfioException("k8s: --namespace=" + namespace + ": not a Kubernetes namespace name (lower-case"
                    + " letters, digits and '-', at most 63 characters)");
        }
        if (ranks < 1 || ranks > MAX_RANKS) {
            throw new JfioException("k8s: --ranks=" + ranks + ": give 1 to " + MAX_RANKS + " ranks");
        }
        if (image.isBlank() || image.chars().anyMatch(Character::isWhitespace)) {
            throw new JfioException("k8s: --image='" + image + "': give an image reference (e.g. registry.example/jfio:0.1.0)");
        }
        nodeSelector = Map.copyOf(nodeSelector);
    }

    /** @return a name for {@code jobFile}: {@code jfio-} and its base name in a DNS label's letters */
    public static String defaultName(String jobFilePath) {
        String base = java.nio.file.Path.of(jobFilePath).getFileName().toString();
        int dot = base.lastIndexOf('.');
        if (dot > 0) {
            base = base.substring(0, dot);
        }
        String s = ("jfio-" + base.toLowerCase(java.util.Locale.ROOT)).replaceAll("[^a-z0-9-]+", "-")
                .replaceAll("-+", "-");
        if (s.length() > MAX_NAME_LENGTH) {
            s = s.substring(0, MAX_NAME_LENGTH);
        }
        return s.replaceAll("-+$", "");
    }
}
