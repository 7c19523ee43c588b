package org.jfio.cli.k8s;

import java.util.regex.Pattern;

import org.jfio.spi.JfioException;

/**
 * Each rank's data volume, mounted at {@link FleetManifests#DATA_DIR}: a generic ephemeral volume
 * (a PersistentVolumeClaim per pod, made from a storage class and deleted with the pod), a
 * directory of the node ({@code hostPath}), or the node's scratch space ({@code emptyDir}) when
 * neither is asked for. Immutable.
 *
 * @param storageClass the ephemeral volume's storage class, or null for the cluster's default
 * @param size         the ephemeral volume's size as a Kubernetes quantity ({@code 100Gi}), or null
 *                     when the volume is not an ephemeral one
 * @param hostPath     the node's directory (absolute), or null
 */
public record DataVolume(String storageClass, String size, String hostPath) {
    private static final Pattern QUANTITY = Pattern.compile("[0-9]+(\\.[0-9]+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)?");

    /**
     * @throws JfioException one line for a combination that names two kinds of volume, a storage
     *                       class without a size, a bad size or a relative host path
     */
    public DataVolume {
        if (hostPath != null && (storageClass != null || size != null)) {
            throw new JfioException("k8s: --host-path and --storage-class/--volume-size name two volumes: give one");
        }
        if (storageClass != null && size == null) {
            throw new JfioException("k8s: --storage-class=" + storageClass + " needs --volume-size (e.g. --volume-size=100Gi)");
        }
        if (size != null && !QUANTITY.matcher(size).matches()) {
            throw new JfioException("k8s: --volume-size=" + size + ": give a Kubernetes quantity (e.g. 100Gi, 500Mi)");
        }
        if (hostPath != null && !hostPath.startsWith("/")) {
            throw new JfioException("k8s: --host-path=" + hostPath + ": give an absolute path on the nodes");
        }
    }

    /** @return true for a generic ephemeral volume */
    public boolean ephemeral() {
        return size != null;
    }
}
