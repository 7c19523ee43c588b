package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * stdout whose reader went away ({@code jfio ... | true}: the reader exits before the JVM has started,
 * so every write fails with EPIPE) ends jfio quietly with 141, the status a shell shows for fio,
 * which SIGPIPE kills there (checked: {@code fio --cmdhelp=all | true} gives 141 and no output);
 * a write that fails otherwise ({@code > /dev/full}) is still an error, with the system's reason.
 */
class ClosedPipeTest {
    private static String jfio(String args) {
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        StringBuilder sb = new StringBuilder();
        for (String c : cmd) {
            sb.append('\'').append(c.replace("'", "'\\''")).append("' ");
        }
        return sb.append(args).toString();
    }

    /** @return {exit status of jfio, stderr} of the shell line */
    private static String[] sh(String line) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(ChildJfio.requireTool("bash"), "-c", line).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new String[] {out.strip(), err};
    }

    @ParameterizedTest
    @ValueSource(strings = {"--cmdhelp=all", "--name=t --ioengine=null --size=1m", "fileio help"})
    void shouldExitQuietlyWhenTheReaderOfItsPipeWentAway(String args) throws IOException, InterruptedException {
        String[] r = sh(jfio(args) + " | true; echo \"${PIPESTATUS[0]}\"");
        assertEquals("", r[1], "nothing on stderr, as fio");
        assertEquals(String.valueOf(ExitCode.CLOSED_PIPE), r[0]);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--cmdhelp=all", "--name=t --ioengine=null --size=1m --output-format=json"})
    void shouldStillFailWhenTheDiskIsFull(String args) throws IOException, InterruptedException {
        String[] r = sh(jfio(args) + " > /dev/full; echo $?");
        assertEquals(String.valueOf(ExitCode.JOB_ERROR), r[0], r[1]);
        assertTrue(r[1].matches("jfio: stdout: the (output|report) could not be written: No space left on device\n"), r[1]);
    }
}
