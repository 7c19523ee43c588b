package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.HdrHistogram.Histogram;
import org.jfio.report.html.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Slurm for real: a one-node cluster ({@code .ci/slurm-one-node.sh}, Debian's slurm-wlm and munge)
 * started for the test and stopped after it, {@code srun -n 3} jfio ranks meeting at a barrier,
 * each writing its result, and {@code jfio merge}: the merged percentiles are those recomputed
 * from the union of the ranks' per-I/O latency logs. Skipped without Slurm, except under CI=true
 * (where .ci/run installs it), where it fails.
 */
class SlurmRanksTest {
    @TempDir
    Path tmp;

    @Test
    void shouldRunThreeRanksUnderSrunAndMergeThemExactly() throws Exception {
        String srun = ChildJfio.requireTool("srun");
        ChildJfio.requireTool("slurmctld");
        ChildJfio.requireTool("munged");
        Path script = TestPaths.repoRoot().resolve(".ci/slurm-one-node.sh");
        Path state = tmp.resolve("slurm");
        String conf = cluster(script, "start", state);
        try {
            Files.createDirectories(tmp.resolve("res"));
            Files.createDirectories(tmp.resolve("logs"));
            Path bar = Files.createDirectories(tmp.resolve("barrier"));
            ChildJfio ranks = ChildJfio.start(List.of("SLURM_CONF=" + conf, srun, "-n", "3", "-O"),
                    "--barrier-dir=" + bar, "--name=t", "--ioengine=psync", "--rw=randread", "--bs=4k", "--size=2m",
                    "--filename=" + tmp.resolve("data.$rank"), "--runtime=2", "--time_based",
                    "--write_lat_log=" + tmp.resolve("logs/r$rank"), "--log_avg_msec=0",
                    "--output-format=json", "--output=" + tmp.resolve("res/%r.json"));
            assertEquals(ExitCode.OK, ranks.await(300), "srun: " + ranks.stderr() + "\n" + ranks.stdout());
            List<String> merge = new ArrayList<>(List.of("merge", "--output-format=json", "--extended"));
            Histogram union = new Histogram(3);
            for (int i = 0; i < 3; i++) {
                merge.add(tmp.resolve("res/" + i + ".json").toString());
                for (String line : Files.readAllLines(tmp.resolve("logs/r" + i + "_clat.1.log"))) {
                    union.recordValue(Long.parseLong(line.split(",")[1].strip()));
                }
            }
            MainTest.Result m = MainTest.run(merge.toArray(String[]::new));
            assertEquals(ExitCode.OK, m.code(), m.err());
            JsonNode doc = JsonNode.parse(m.out());
            JsonNode job = doc.get("jobs").elements().get(0);
            assertEquals(union.getTotalCount(), (long) job.get("read").get("total_ios").number(0));
            JsonNode exact = job.get("jfio").get("read").get("clat_ns").get("percentile");
            for (String p : List.of("50.000000", "90.000000", "99.000000", "99.900000")) {
                assertEquals(union.getValueAtPercentile(Double.parseDouble(p)), (long) exact.get(p).number(-1),
                        "p" + p + ": merged vs the union of the per-I/O logs");
            }
            List<JsonNode> hosts = doc.get("jfio_merge").get("hosts").elements();
            assertEquals(3, hosts.size());
            for (int i = 0; i < 3; i++) {
                assertEquals(i, (int) hosts.get(i).get("rank").number(-1), "rank from SLURM_PROCID");
            }
        } finally {
            cluster(script, "stop", state);
        }
    }

    /** @return the script's last line of output (the slurm.conf on start) */
    private static String cluster(Path script, String cmd, Path state) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", script.toString(), cmd, state.toString()).redirectErrorStream(true).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("slurm-one-node.sh " + cmd + " did not end");
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (p.exitValue() != 0) {
            fail("slurm-one-node.sh " + cmd + " failed: " + out);
        }
        List<String> lines = out.lines().toList();
        assertTrue(cmd.equals("stop") || !lines.isEmpty(), "the script names the slurm.conf");
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }
}
