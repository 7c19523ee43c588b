package org.jfio.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

class RankTest {
    @Test
    void shouldReadSlurmsProcidAndNtasks() {
        Rank r = Rank.detect(Map.of("SLURM_PROCID", "2", "SLURM_NTASKS", "4", "SLURM_JOB_ID", "17")).orElseThrow();
        assertEquals(new Rank(2, 4, "SLURM_PROCID"), r);
    }

    @Test
    void shouldReadOpenMpisRankBeforeSlurms() {
        Rank r = Rank.detect(Map.of("OMPI_COMM_WORLD_RANK", "5", "OMPI_COMM_WORLD_SIZE", "8",
                "SLURM_PROCID", "0", "SLURM_NTASKS", "1")).orElseThrow();
        assertEquals(new Rank(5, 8, "OMPI_COMM_WORLD_RANK"), r);
    }

    @Test
    void shouldReadPmi() {
        assertEquals(new Rank(1, 3, "PMI_RANK"), Rank.detect(Map.of("PMI_RANK", "1", "PMI_SIZE", "3")).orElseThrow());
    }

    @Test
    void shouldReadAKubernetesIndexedJobsIndexWithTheCountFromJfioRanks() {
        assertEquals(new Rank(3, 6, "JOB_COMPLETION_INDEX"),
                Rank.detect(Map.of("JOB_COMPLETION_INDEX", "3", "JFIO_RANKS", "6")).orElseThrow());
    }

    @Test
    void shouldRefuseAnIndexWithoutItsCount() {
        JfioException e = assertThrows(JfioException.class, () -> Rank.detect(Map.of("JOB_COMPLETION_INDEX", "3")));
        assertEquals("JOB_COMPLETION_INDEX=3 is set but not JFIO_RANKS: set JFIO_RANKS to the number of ranks,"
                + " or pass --rank=i/n", e.getMessage());
    }

    @Test
    void shouldFindNoRankOutsideAScheduler() {
        assertTrue(Rank.detect(Map.of("HOME", "/root")).isEmpty());
    }

    @Test
    void shouldParseTheFlag() {
        assertEquals(new Rank(0, 4, "--rank"), Rank.parse("0/4"));
        assertEquals("2/3", Rank.parse("2/3").toString());
    }

    @Test
    void shouldRefuseARankOutsideItsRange() {
        assertEquals("rank 4/4 (--rank): the rank must be 0 to ranks-1 and ranks at least 1",
                assertThrows(JfioException.class, () -> Rank.parse("4/4")).getMessage());
        assertEquals("--rank=2: write the rank and the number of ranks as i/n, e.g. --rank=0/4",
                assertThrows(JfioException.class, () -> Rank.parse("2")).getMessage());
        assertEquals("SLURM_PROCID=x: 'x' is not a whole number", assertThrows(JfioException.class,
                () -> Rank.detect(Map.of("SLURM_PROCID", "x", "SLURM_NTASKS", "2"))).getMessage());
    }
}
