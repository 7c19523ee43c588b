package org.jfio.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.jfio.result.Finding.Check;
import org.junit.jupiter.api.Test;

/** The preflight's own checks keep their report labels; an engine's check is one more label. */
class FindingCheckTest {

    @Test
    void shouldKeepTheLabelsOfReportsAndJson() {
        List<Check> own = List.of(Check.KERNEL, Check.ENGINE, Check.MEMORY, Check.FILESYSTEM, Check.DIRECT_IO,
                Check.BLOCK_SIZE, Check.DEVICE, Check.FREE_SPACE, Check.MOUNTED_DEVICE, Check.READONLY, Check.ALIGNMENT,
                Check.JOB, Check.ENGINE_MODE, Check.QUEUE_DEPTH, Check.MAX_SECTORS, Check.PAGE_CACHE, Check.SPARSE_FILE,
                Check.POLL_QUEUES);
        List<String> labels = List.of("kernel", "engine", "memory", "filesystem", "direct-io", "block-size", "device",
                "free-space", "mounted-device", "readonly", "alignment", "job", "engine-mode", "queue-depth",
                "max-sectors", "page-cache", "sparse-file", "poll-queues");
        for (int i = 0; i < own.size(); i++) {
            assertEquals(labels.get(i), own.get(i).label());
            assertSame(own.get(i), Check.of(labels.get(i)), "of() gives the preflight's own constant");
        }
    }

    @Test
    void shouldCompareAnEnginesCheckByLabel() {
        Check a = Check.of("ring-limits");
        Check b = Check.of("ring-limits");
        assertNotSame(a, b);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals("ring-limits", a.label());
        assertEquals("ring-limits", a.toString());
    }

    @Test
    void shouldRefuseALabelThatIsNotLowerCaseWordsAndHyphens() {
        for (String bad : new String[] {"", "Ring", "ring limits", "-ring", "ring-", "ring--x", "ring_x"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Check.of(bad));
            assertEquals("check=" + bad + ": not lower-case words joined by hyphens", e.getMessage());
        }
    }
}
