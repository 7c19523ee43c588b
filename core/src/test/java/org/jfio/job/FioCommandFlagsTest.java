package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * fio 3.33's command-line flags that jfio does not have are refused with the reason, not as an
 * unknown job option ({@code unknown option 'server' (see --cmdhelp for the list)}).
 */
class FioCommandFlagsTest {
    private static String refusal(String flag) {
        JfioException e = assertThrows(JfioException.class,
                () -> new ArgvParser().parse(List.of(flag, "--name=t", "--ioengine=null", "--size=1m")));
        return e.getMessage();
    }

    @ParameterizedTest
    @ValueSource(strings = {"--server", "--server=localhost", "--server-internal", "--client=h", "--daemonize=f",
        "--remote-config=f", "--cpuclock-test", "--merge-blktrace-only", "--memcpytest", "--latency-log", "--append-terse"})
    void shouldSayWhyEachFioFlagIsNotSupported(String flag) {
        String name = flag.replaceFirst("=.*", "");
        String m = refusal(flag);
        assertTrue(m.startsWith(name + ": not supported: "), m);
        assertTrue(m.length() > (name + ": not supported: ").length() + 20, "a reason: " + m);
        assertTrue(!m.contains("unknown option") && !m.contains("\n"), m);
    }

    @Test
    void shouldPointClientUsersToJfiosOwnWayOfManyHosts() {
        assertEquals("--client: not supported: fio's client/server mode runs jobs on remote fio servers; jfio runs no "
                + "server: run jfio on each host (--rank, --start-at) and combine the JSON results with jfio merge",
                refusal("--client=h"));
        assertTrue(refusal("--serverx").startsWith("unknown option 'serverx'"), "other names stay unknown");
    }
}
