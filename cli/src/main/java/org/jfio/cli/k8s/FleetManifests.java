package org.jfio.cli.k8s;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PodAntiAffinityBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;

/**
 * The Kubernetes objects of one run ({@link FleetSpec}), built with fabric8's model classes: a
 * ConfigMap holding the job file, and an Indexed Job of {@code ranks} pods ({@code completions =
 * parallelism = ranks}, so each pod gets its rank in {@code JOB_COMPLETION_INDEX}, with
 * {@code JFIO_RANKS} set to the count) that keeps the ranks on different nodes (required pod
 * anti-affinity on {@code kubernetes.io/hostname}), gives each pod its own data volume at
 * {@value #DATA_DIR} (also its working directory, so the job file's relative names land there),
 * fails the whole run at the first failed rank ({@code backoffLimit: 0}, never restarted: a rank
 * started again would miss the shared start), and runs {@code jfio k8s rank --start-at=EPOCH}:
 * each rank prints its JSON result between {@link RankLog}'s markers on stdout, which the pod's log
 * keeps. Stateless.
 */
public final class FleetManifests {
    /** Where each pod sees the ConfigMap. */
    public static final String JOB_DIR = "/etc/jfio";
    /** The ConfigMap's key holding the job file (a file of that name in {@link #JOB_DIR}). */
    public static final String JOB_FILE_KEY = "job.fio";
    /** Where each pod's data volume is mounted; the container's working directory. */
    public static final String DATA_DIR = "/data";
    /** The label that names the run on the Job and on every pod (Kubernetes' recommended label). */
    public static final String RUN_LABEL = "app.kubernetes.io/instance";
    /** The annotation (and, from Kubernetes 1.28, label) the Job controller puts the pod's index in. */
    public static final String INDEX_ANNOTATION = "batch.kubernetes.io/job-completion-index";
    /** The container's name. */
    public static final String CONTAINER = "jfio";

    private FleetManifests() {
    }

    /** @return the ConfigMap and the Job, in the order they are created */
    public static List<HasMetadata> of(FleetSpec s) {
        return List.of(configMap(s), job(s));
    }

    /** @return the ConfigMap holding the job file */
    public static ConfigMap configMap(FleetSpec s) {
        return new ConfigMapBuilder()
                .withNewMetadata().withName(s.name()).withNamespace(s.namespace()).withLabels(labels(s)).endMetadata()
                .withData(Map.of(JOB_FILE_KEY, s.jobFile()))
                .build();
    }

    /** @return the Indexed Job running the ranks */
    public static Job job(FleetSpec s) {
        return new JobBuilder()
                .withNewMetadata().withName(s.name()).withNamespace(s.namespace()).withLabels(labels(s)).endMetadata()
                .withNewSpec()
                .withCompletionMode("Indexed")
                .withCompletions(s.ranks())
                .withParallelism(s.ranks())
                .withBackoffLimit(0)
                .withNewTemplate()
                .withNewMetadata().withLabels(labels(s)).endMetadata()
                .withSpec(pod(s))
                .endTemplate()
                .endSpec()
                .build();
    }

    /** @return the args of the container (the image's entrypoint is jfio) */
    public static List<String> args(FleetSpec s) {
        return List.of("k8s", "rank", "--output-format=json", "--start-at=" + epochSeconds(s.startEpochMs()),
                JOB_DIR + "/" + JOB_FILE_KEY);
    }

    /** @return the objects as YAML documents, each starting with {@code ---} */
    public static String yaml(List<HasMetadata> objects) {
        KubernetesSerialization yaml = new KubernetesSerialization();
        StringBuilder b = new StringBuilder();
        for (HasMetadata o : objects) {
            String doc = yaml.asYaml(o);
            b.append(doc.startsWith("---") ? "" : "---\n").append(doc);
            if (!doc.endsWith("\n")) {
                b.append('\n');
            }
        }
        return b.toString();
    }

    private static PodSpec pod(FleetSpec s) {
        return new PodSpecBuilder()
                .withRestartPolicy("Never")
                .withNodeSelector(s.nodeSelector().isEmpty() ? null : new java.util.TreeMap<>(s.nodeSelector()))
                .withNewAffinity()
                .withPodAntiAffinity(new PodAntiAffinityBuilder()
                        .addNewRequiredDuringSchedulingIgnoredDuringExecution()
                        .withNewLabelSelector().addToMatchLabels(RUN_LABEL, s.name()).endLabelSelector()
                        .withTopologyKey("kubernetes.io/hostname")
                        .endRequiredDuringSchedulingIgnoredDuringExecution()
                        .build())
                .endAffinity()
                .addNewContainer()
                .withName(CONTAINER)
                .withImage(s.image())
                .withArgs(args(s))
                .withWorkingDir(DATA_DIR)
                .addNewEnv().withName("JFIO_RANKS").withValue(Integer.toString(s.ranks())).endEnv()
                .addNewEnv().withName("JFIO_RUN").withValue(s.name()).endEnv()
                .addNewVolumeMount().withName("job").withMountPath(JOB_DIR).withReadOnly(true).endVolumeMount()
                .addNewVolumeMount().withName("data").withMountPath(DATA_DIR).endVolumeMount()
                .endContainer()
                .withVolumes(volumes(s))
                .build();
    }

    private static List<Volume> volumes(FleetSpec s) {
        List<Volume> v = new ArrayList<>();
        v.add(new VolumeBuilder().withName("job").withNewConfigMap().withName(s.name()).endConfigMap().build());
        DataVolume d = s.volume();
        VolumeBuilder data = new VolumeBuilder().withName("data");
        if (d.ephemeral()) {
            data.withNewEphemeral().withNewVolumeClaimTemplate()
                    .withNewMetadata().withLabels(labels(s)).endMetadata()
                    .withNewSpec()
                    .withAccessModes("ReadWriteOnce")
                    .withStorageClassName(d.storageClass())
                    .withNewResources().addToRequests("storage", new Quantity(d.size())).endResources()
                    .endSpec()
                    .endVolumeClaimTemplate().endEphemeral();
        } else if (d.hostPath() != null) {
            data.withNewHostPath().withPath(d.hostPath()).withType("DirectoryOrCreate").endHostPath();
        } else {
            data.withNewEmptyDir().endEmptyDir();
        }
        v.add(data.build());
        return v;
    }

    private static Map<String, String> labels(FleetSpec s) {
        Map<String, String> l = new LinkedHashMap<>();
        l.put("app.kubernetes.io/name", "jfio");
        l.put(RUN_LABEL, s.name());
        return l;
    }

    /** @return ms since the epoch as seconds, whole when they are */
    static String epochSeconds(long ms) {
        return ms % 1000 == 0 ? Long.toString(ms / 1000)
                : java.math.BigDecimal.valueOf(ms, 3).stripTrailingZeros().toPlainString();
    }
}
