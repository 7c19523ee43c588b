package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * Character devices as job files, as fio allows: reading {@code /dev/zero} and writing
 * {@code /dev/null} measure the tool itself. They are used as they are (never laid out, no
 * free-space or page-cache judgement), and need {@code size=}.
 */
class CharacterDeviceTest {
    private static final long MIB = 1L << 20;

    @Test
    void shouldReadDevZeroAndWriteDevNull() throws Exception {
        for (String[] job : new String[][] {{"/dev/zero", "read"}, {"/dev/null", "write"}}) {
            MainTest.Result r = MainTest.run("--name=c", "--filename=" + job[0], "--size=4m", "--bs=64k", "--rw=" + job[1],
                    "--output-format=json");
            assertEquals(ExitCode.OK, r.code(), r.err());
            assertEquals("", r.err(), "no layout, no page-cache warning");
            JsonNode j = new ObjectMapper().readTree(r.out()).get("jobs").get(0);
            assertEquals(4 * MIB, j.get(job[1]).get("io_bytes").asLong(), job[0]);
            assertFalse(r.out().contains("Laying out"), r.out());
        }
    }

    @Test
    void shouldAskForASizeOnACharacterDevice() {
        MainTest.Result r = MainTest.run("--name=c", "--filename=/dev/zero", "--rw=read").assertBadInput();
        assertTrue(r.err().contains("size="), r.err());
    }
}
