package org.jfio.cli.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import io.fabric8.kubernetes.client.Config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The API client's configuration: the kube config's cluster, and few retries of a failed request. */
class ClusterAccessTest {
    private static final String KUBECONFIG = """
            apiVersion: v1
            kind: Config
            clusters:
            - cluster:
                server: https://127.0.0.1:1
              name: down
            contexts:
            - context:
                cluster: down
                user: u
              name: c
            current-context: c
            users:
            - name: u
              user:
                token: t
            """;

    @TempDir
    Path tmp;

    @Test
    void shouldRetryAFailedRequestTwiceUnlessToldOtherwise() throws Exception {
        Path kubeconfig = Files.writeString(tmp.resolve("config"), KUBECONFIG);
        String property = Config.KUBERNETES_REQUEST_RETRY_BACKOFFLIMIT_SYSTEM_PROPERTY;
        System.setProperty(Config.KUBERNETES_KUBECONFIG_FILE, kubeconfig.toString());
        try {
            Config config = ClusterAccess.config();
            assertEquals("https://127.0.0.1:1/", config.getMasterUrl());
            assertEquals(ClusterAccess.REQUEST_RETRIES, config.getRequestRetryBackoffLimit(),
                    "fabric8's default of 10 took 23 s to report a refused connection");
            System.setProperty(property, "5");
            assertEquals(5, ClusterAccess.config().getRequestRetryBackoffLimit(), "the user's setting is kept");
        } finally {
            System.clearProperty(Config.KUBERNETES_KUBECONFIG_FILE);
            System.clearProperty(property);
        }
    }
}
