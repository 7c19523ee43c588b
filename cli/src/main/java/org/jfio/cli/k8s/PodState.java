package org.jfio.cli.k8s;

import java.util.List;
import java.util.Set;

import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;

import org.jfio.spi.JfioException;

/** What a rank's pod says about itself, in one line: its failure, or why it still waits. Stateless. */
final class PodState {
    private PodState() {
    }

    /** @return true when the pod's phase is Failed */
    static boolean failed(Pod p) {
        return p.getStatus() != null && "Failed".equals(p.getStatus().getPhase());
    }

    /**
     * @param p    a failed pod
     * @param rank its rank
     * @return {@code rank i (pod P) failed: exit code N (Error)...}, without the log
     */
    static String failure(Pod p, int rank) {
        return "rank " + rank + " (pod " + p.getMetadata().getName() + ") failed" + terminated(p)
                + reason(p.getStatus().getReason(), p.getStatus().getMessage());
    }

    /**
     * @param p     the pod
     * @param rank  its rank
     * @param stuck the container waiting reasons that fail the run
     * @throws JfioException one line when its container cannot start
     */
    static void checkStarts(Pod p, int rank, List<String> stuck) {
        if (p.getStatus() == null) {
            return;
        }
        for (ContainerStatus c : statuses(p)) {
            if (c.getState() != null && c.getState().getWaiting() != null
                    && stuck.contains(c.getState().getWaiting().getReason())) {
                throw new JfioException("k8s: rank " + rank + " (pod " + p.getMetadata().getName() + ") cannot start: "
                        + c.getState().getWaiting().getReason() + reason(null, c.getState().getWaiting().getMessage()));
            }
        }
    }

    /** @return {@code : pending ranks ...} for a timeout message, or nothing */
    static String pending(List<Pod> pods, Set<Integer> done) {
        StringBuilder b = new StringBuilder();
        for (Pod p : pods) {
            int rank = FleetRun.rank(p);
            if (rank < 0 || done.contains(rank)) {
                continue;
            }
            b.append(b.isEmpty() ? "; waiting for: " : ", ").append("rank ").append(rank).append(" (")
                    .append(p.getStatus() == null ? "no status" : p.getStatus().getPhase());
            if (p.getStatus() != null && p.getStatus().getConditions() != null) {
                for (PodCondition c : p.getStatus().getConditions()) {
                    if ("PodScheduled".equals(c.getType()) && "False".equals(c.getStatus())) {
                        b.append(": ").append(c.getReason()).append(reason(null, c.getMessage()));
                    }
                }
            }
            b.append(')');
        }
        return b.isEmpty() && pods.isEmpty() ? "; no pod was created" : b.toString();
    }

    private static List<ContainerStatus> statuses(Pod p) {
        return p.getStatus().getContainerStatuses() == null ? List.of() : p.getStatus().getContainerStatuses();
    }

    private static String terminated(Pod p) {
        for (ContainerStatus c : statuses(p)) {
            if (c.getState() != null && c.getState().getTerminated() != null) {
                var t = c.getState().getTerminated();
                return ": exit code " + t.getExitCode() + (t.getReason() == null ? "" : " (" + t.getReason() + ")")
                        + (t.getMessage() == null ? "" : ": " + t.getMessage().strip().lines().reduce((a, b) -> b).orElse(""));
            }
        }
        return "";
    }

    private static String reason(String reason, String message) {
        String r = reason == null ? "" : ": " + reason;
        return message == null || message.isBlank() ? r : r + ": " + message.strip().lines().findFirst().orElse("");
    }
}
