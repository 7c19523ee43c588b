package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JSON {@code job options} and {@code global options} echo of flags given without a value, as
 * fio 3.33 prints them (checked with {@code fio} 3.33, json and json+): a bare {@code time_based},
 * {@code group_reporting} or {@code stonewall} is left out, on the command line and in a job file;
 * the same flag with a value ({@code time_based=1}) is echoed; a section whose options are all bare
 * still gets its object, printed empty as fio prints it.
 */
class OptionsEchoTest {
    @TempDir
    Path tmp;

    private static String section(String json, String name) {
        int from = json.indexOf("\"" + name + "\" : {");
        assertTrue(from >= 0, json);
        return json.substring(from, json.indexOf('}', from) + 1);
    }

    @Test
    void shouldLeaveBareFlagsOutOfTheCommandLineEcho() {
        for (String format : new String[] {"json", "json+"}) {
            MainTest.Result r = MainTest.run("--output-format=" + format, "--name=a", "--ioengine=null", "--size=1m",
                    "--time_based", "--runtime=100ms", "--group_reporting", "--stonewall");
            assertEquals(ExitCode.OK, r.code(), r.err());
            assertEquals("""
                    "job options" : {
                            "name" : "a",
                            "ioengine" : "null",
                            "size" : "1m",
                            "runtime" : "100ms"
                          }""", section(r.out(), "job options"));
        }
        MainTest.Result valued = MainTest.run("--output-format=json", "--name=a", "--ioengine=null", "--size=1m",
                "--time_based=1", "--runtime=100ms", "--group_reporting=1");
        assertEquals(ExitCode.OK, valued.code(), valued.err());
        assertTrue(section(valued.out(), "job options").contains("\"time_based\" : \"1\""), valued.out());
        assertTrue(section(valued.out(), "job options").contains("\"group_reporting\" : \"1\""), valued.out());
    }

    @Test
    void shouldLeaveBareFlagsOutOfTheJobFileEcho() throws IOException {
        Path job = Files.writeString(tmp.resolve("j.fio"), """
                [global]
                ioengine=null
                size=1m
                runtime=100ms
                time_based
                group_reporting
                [a]
                time_based
                [b]
                stonewall
                time_based=1
                time_based
                """);
        MainTest.Result r = MainTest.run("--output-format=json", job.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals("""
                "global options" : {
                    "ioengine" : "null",
                    "size" : "1m",
                    "runtime" : "100ms"
                  }""", section(r.out(), "global options"));
        assertEquals("\"job options\" : {\n\n      }", section(r.out(), "job options"), "fio's empty object");
        String b = section(r.out().substring(r.out().indexOf("\"jobname\" : \"b\"")), "job options");
        assertEquals("""
                "job options" : {
                        "time_based" : "1"
                      }""", b);
    }
}
