package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.jfio.result.Finding;
import org.junit.jupiter.api.Test;

/** A path under {@code /dev}, the kernel's device nodes, on this machine: never probed by creating a file there. */
class DeviceNodesTest {
    @Test
    void shouldTellAMissingDeviceWithoutProbingTheDeviceNodes() {
        Location loc = Location.of(Path.of("/dev/jfio-no-such-disk"), MountTable.read());
        assertTrue(loc.onDeviceNodes(), "/dev holds the device nodes");
        DirectIoProbe.Result r = loc.directIo();
        assertEquals(DirectIoProbe.Outcome.UNKNOWN, r.outcome());
        assertTrue(r.detail().startsWith("not probed: /dev is "), r.detail());
        List<Finding> f = PathChecks.findings(loc);
        assertEquals(1, f.size(), f.toString());
        assertTrue(f.get(0).message().startsWith("no such device: /dev is "), f.get(0).message());
    }

    @Test
    void shouldNameACharacterDevice() {
        Location loc = Location.of(Path.of("/dev/null"), MountTable.read());
        List<Finding> f = PathChecks.findings(loc);
        assertTrue(f.get(0).message().startsWith("character device"), f.toString());
        assertFalse(f.stream().anyMatch(x -> x.check() == Finding.Check.MEMORY_BACKED), f.toString());
    }

    @Test
    void shouldLeaveOtherPlacesToTheProbe() {
        assertFalse(Location.of(Path.of(System.getProperty("java.io.tmpdir")), MountTable.read()).onDeviceNodes());
    }
}
